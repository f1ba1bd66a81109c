import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// The four other ways UIKit documents to make one recognizer wait for
  /// another to fail (besides `require(toFail:)`): the delegate's
  /// `shouldRequireFailureOf` and `shouldBeRequiredToFailBy`, asked on each
  /// attempt, and the subclass methods `shouldRequireFailure(of:)` and
  /// `shouldBeRequiredToFail(by:)`; and `canPrevent`/`canBePrevented(by:)`.
  @Suite(.serialized) @MainActor
  final class FailureRequirementsTests {
    let stage = GestureStage()
    lazy var pad = stage.pad("pad", CGRect(x: 0, y: 0, width: 300, height: 300))
    let start = CGPoint(x: 20, y: 20)

    /// A delegate that makes its single tap wait for the double tap, from
    /// either side.
    final class Requirements: GestureRecognizerDelegate {
      weak var double: GestureRecognizer?
      weak var single: GestureRecognizer?
      func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer
      ) -> Bool { gestureRecognizer === single && other === double }
      func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer
      ) -> Bool { gestureRecognizer === double && other === single }
    }

    final class SingleTapWaitingForDoubles: TapGestureRecognizer {
      override func shouldRequireFailure(of other: GestureRecognizer) -> Bool {
        (other as? TapGestureRecognizer)?.numberOfTapsRequired == 2
      }
    }

    final class UnpreventableTap: TapGestureRecognizer {
      override func canBePrevented(by other: GestureRecognizer) -> Bool { false }
    }

    final class PanThatPreventsNothing: PanGestureRecognizer {
      override func canPrevent(_ other: GestureRecognizer) -> Bool { false }
    }

    /// A single and a double tap on the pad, `single` made as given.
    func taps(_ single: TapGestureRecognizer) -> (TapGestureRecognizer, TapGestureRecognizer) {
      let double = TapGestureRecognizer()
      double.numberOfTapsRequired = 2
      return (
        stage.watch(single, as: "single", on: pad), stage.watch(double, as: "double", on: pad)
      )
    }

    /// One click, then the wait for a second: the single tap goes only
    /// once the double tap has failed.
    func expectSingleWaitsForDouble() {
      stage.click(start, at: 1)
      #expect(!stage.trace.entries.contains("single ended"))
      stage.wait(until: 1.05 + TapGestureRecognizer.maximumIntervalBetweenTaps + 0.01)
      #expect(stage.trace.entries.last == "single ended")
    }

    /// A single and a double tap whose requirement is said by the delegate
    /// of the single tap (`onSingle`) or of the double tap.
    func tapsWithRequirements(onSingle: Bool) {
      let delegate = Requirements()
      let (single, double) = taps(TapGestureRecognizer())
      delegate.single = single
      delegate.double = double
      (onSingle ? single : double).delegate = delegate
      expectSingleWaitsForDouble()
    }

    @Test func theDelegateCanRequireAnotherToFail() {
      tapsWithRequirements(onSingle: true)
    }

    @Test func theOthersDelegateCanSayItIsRequiredToFail() {
      tapsWithRequirements(onSingle: false)
    }

    @Test func aSubclassCanRequireAnotherToFail() {
      _ = taps(SingleTapWaitingForDoubles())
      expectSingleWaitsForDouble()
    }

    /// A tap and a pan on the pad, then a drag of 8 pt: the pan begins,
    /// and the drag is still a tap; the actions that ran.
    func tapAndPan(_ tap: TapGestureRecognizer, _ pan: PanGestureRecognizer) -> [String] {
      _ = stage.watch(tap, as: "tap", on: pad)
      _ = stage.watch(pan, as: "pan", on: pad)
      stage.send(.mouseDown(start, .left), at: 1)
      stage.send(.mouseDragged(CGPoint(x: 28, y: 20), .left), at: 1.01)
      stage.send(.mouseUp(CGPoint(x: 28, y: 20), .left), at: 1.02)
      return stage.trace.entries.filter { $0.hasPrefix("tap ") || $0.hasPrefix("pan ") }
    }

    @Test func aRecognizerThatCannotBePreventedFailsNotWhenAnotherWins() {
      let actions = tapAndPan(UnpreventableTap(), PanGestureRecognizer())
      #expect(actions == ["pan began", "tap ended", "pan ended"])
    }

    @Test func aRecognizerThatCanPreventNothingLetsOthersRecognize() {
      let actions = tapAndPan(TapGestureRecognizer(), PanThatPreventsNothing())
      #expect(actions == ["pan began", "tap ended", "pan ended"])
    }

    @Test func byDefaultTheRecognizedPanFailsTheTap() {
      #expect(
        tapAndPan(TapGestureRecognizer(), PanGestureRecognizer()) == ["pan began", "pan ended"])
    }
  }
}
