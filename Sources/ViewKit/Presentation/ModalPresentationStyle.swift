import Foundation

/// How a presented view controller takes its place on screen:
/// UIKit's `UIModalPresentationStyle`, with UIKit's raw values.
///
/// Two families, as in UIKit:
/// - **full screen** (`.fullScreen`, `.overFullScreen`): the presented view
///   covers the window, presented by the controller at the top of the
///   source's hierarchy;
/// - **context** (`.currentContext`, `.overCurrentContext`): it covers the
///   view of the controller that defines the presentation context
///   (`definesPresentationContext`), found by walking up from the source.
///
/// The plain styles remove the presenter's view once the presentation is
/// over, and the presenter hears `viewWillDisappear`/`viewDidDisappear`;
/// the "over" styles leave it in place, with no callbacks. `.custom` asks
/// the presented controller's `transitioningDelegate` for a
/// `PresentationController`, which decides the frame and whether the
/// presenter's view goes.
///
/// Deliberate differences: ViewKit has no sheets or popovers, so
/// `.pageSheet` (1), `.formSheet` (2), `.popover` (7) and `.none` (-1) are
/// absent, and `.automatic`, the default, resolves to `.fullScreen` (on
/// iOS 13 and later it resolves to a page sheet).
public enum ModalPresentationStyle: Int, Sendable, CaseIterable {
  /// The default: resolves to `.fullScreen` (UIKit's to a page sheet).
  case automatic = -2
  /// Covers the window; the presenter's view is removed once the
  /// presentation is over.
  case fullScreen = 0
  /// Covers the view of the controller that defines the presentation
  /// context (else the top controller's), at its frame; that view is
  /// removed once the presentation is over.
  case currentContext = 3
  /// Placed in the window by the `PresentationController` the
  /// `transitioningDelegate` supplies, or by a plain one: the whole window,
  /// with the presenter's view left beneath.
  case custom = 4
  /// Covers the window and leaves the presenter's view beneath it.
  case overFullScreen = 5
  /// Covers the view of the controller that defines the presentation
  /// context (else the top controller's), at its frame, and leaves that
  /// view beneath it.
  case overCurrentContext = 6

  /// The style actually used: `.automatic` becomes `.fullScreen`.
  var resolved: ModalPresentationStyle { self == .automatic ? .fullScreen : self }

  /// True for the styles whose presenter is found by the context search.
  var usesContext: Bool {
    let style = resolved
    return style == .currentContext || style == .overCurrentContext
  }

  /// True for the styles that take the presenter's view away once the
  /// presentation is over (`.custom` asks its presentation controller).
  var removesPresentersView: Bool {
    let style = resolved
    return style == .fullScreen || style == .currentContext
  }
}
