import Foundation

/// The animation of a presentation that has no custom animator:
/// UIKit's `UIModalTransitionStyle`, with UIKit's raw values.
///
/// - `.coverVertical`: the presented view slides up from the bottom edge
///   of its container, and back down on dismissal (the default);
/// - `.flipHorizontal`: the container turns over from right to left,
///   showing the presented view on its back, and back again on dismissal;
/// - `.crossDissolve`: the presented view fades in, and out;
/// - `.partialCurl`: the page curls up off the presenter's content,
///   revealing the presented view, and uncurls on dismissal. It reuses the
///   page-curl renderer of `View.transition(with:...)`.
///
/// Deliberate differences for `.partialCurl`: UIKit curls a corner only
/// part of the way and allows it only with `.fullScreen` (anything else is
/// an exception); ViewKit curls the whole page off, and allows it with
/// every style, so that a context presentation can curl one pane. As in
/// UIKit, a controller presented with it cannot present another (the
/// attempt is logged and ignored).
public enum ModalTransitionStyle: Int, Sendable, CaseIterable {
  /// The presented view slides up from below its container, and back down
  /// (the default).
  case coverVertical = 0
  /// The container flips over from the right, and back from the left.
  case flipHorizontal = 1
  /// The presented view fades in, and out.
  case crossDissolve = 2
  /// The whole page curls up off the presenter's content, and back down.
  case partialCurl = 3
}
