import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// A pan and a pinch on one view are two recognizers over the same
  /// touches: as UIKit documents for any two, the first to recognize wins
  /// and the other fails, unless a delegate allows both (MapView's does,
  /// as MapKit's map moves and zooms under two fingers at once).
  @Suite(.serialized) @MainActor
  final class PanAndPinchTests {
    let stage = GestureStage()
    lazy var pad = stage.pad("pad", CGRect(x: 0, y: 0, width: 300, height: 300))

    /// Two fingers 40 apart; the second moves 20 away, so their distance
    /// changes before their centroid has moved the pan's distance, then
    /// on, so that the centroid has.
    func spread(at t: Double) {
      pad.isMultipleTouchEnabled = true
      stage.send(.fingerDown(id: 1, at: CGPoint(x: 100, y: 100)), at: t)
      stage.send(.fingerDown(id: 2, at: CGPoint(x: 140, y: 100)), at: t + 0.01)
      stage.send(.fingerMoved(id: 2, at: CGPoint(x: 150, y: 100)), at: t + 0.02)
      stage.send(.fingerMoved(id: 2, at: CGPoint(x: 160, y: 100)), at: t + 0.03)
      stage.send(.fingerUp(id: 2, at: CGPoint(x: 160, y: 100)), at: t + 0.04)
      stage.send(.fingerUp(id: 1, at: CGPoint(x: 100, y: 100)), at: t + 0.05)
    }

    @Test func aPanAndAPinchOnOneViewExcludeEachOtherUnlessADelegateAllowsBoth() {
      _ = stage.watch(PanGestureRecognizer(), as: "pan", on: pad)
      _ = stage.watch(PinchGestureRecognizer(), as: "pinch", on: pad)
      spread(at: 1)
      #expect(stage.trace.entries.contains("pinch began"))
      #expect(!stage.trace.entries.contains { $0.hasPrefix("pan") })
      stage.trace.entries.removeAll()
      let permissions = Permissions()
      permissions.simultaneous = true
      for recognizer in pad.gestureRecognizers { recognizer.delegate = permissions }
      spread(at: 2)
      #expect(stage.trace.entries.contains("pinch began"))
      #expect(stage.trace.entries.contains("pan began"))
    }
  }
}
