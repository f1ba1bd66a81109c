import Foundation

/// Where unwinding meets presentation: the way up from a presented
/// controller goes to its presenter, and unwinding across a presentation
/// dismisses it.
extension ViewController {
  /// The next controller up on an unwind's way: the parent.
  var unwindSearchNext: ViewController? { parent }

  /// Dismisses what the destination's side presented, if the way up
  /// crossed a presentation.
  func dismissPresentations(unwindingTo destination: ViewController, animated: Bool) {}
}
