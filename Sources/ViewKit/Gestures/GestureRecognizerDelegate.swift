import Foundation

/// What a recognizer asks its delegate before it begins, about each touch,
/// and about the recognizers it shares touches with.
///
/// UIKit counterpart: `UIGestureRecognizerDelegate`. Every method is
/// optional there; here each has UIKit's default answer in an extension.
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
  /// Asked as the recognizer is about to leave `possible` for `began` or
  /// `recognized`; false makes it fail instead. Default true.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
  /// Whether both may recognize over the same touches; true from either
  /// side's delegate allows it. Default false.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool
  /// Whether `gestureRecognizer` must wait for `other` to fail. Default false.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer
  ) -> Bool
  /// Whether `other` must wait for `gestureRecognizer` to fail. Default false.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer
  ) -> Bool
  /// Asked once per new touch, before the recognizer sees it; false keeps
  /// the touch from it. Default true.
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch)
    -> Bool
}

extension GestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    true
  }
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch)
    -> Bool
  { true }
}
