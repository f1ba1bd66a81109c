import Foundation

/// How a presented view controller takes its place on screen:
/// UIKit's `UIModalPresentationStyle`, with UIKit's raw values.
///
/// Four families, as in UIKit:
/// - **full screen** (`.fullScreen`, `.overFullScreen`): the presented view
///   covers the window, presented by the controller at the top of the
///   source's hierarchy;
/// - **context** (`.currentContext`, `.overCurrentContext`): it covers the
///   view of the controller that defines the presentation context
///   (`definesPresentationContext`), found by walking up from the source;
/// - **sheets** (`.pageSheet`, `.formSheet`): a card that slides up from
///   the bottom of the window and leaves the presenter's view beneath;
/// - **popover** (`.popover`): a card beside a source view, with an arrow
///   pointing at it, managed by the controller's
///   `PopoverPresentationController`, which adapts it to another style in
///   a compact size class.
///
/// The plain full-screen and context styles remove the presenter's view
/// once the presentation is over, and the presenter hears
/// `viewWillDisappear`/`viewDidDisappear`; the others leave it in place,
/// with no callbacks. `.custom` asks the presented controller's
/// `transitioningDelegate` for a `PresentationController`, which decides
/// the frame and whether the presenter's view goes.
///
/// Deliberate differences: `.automatic`, the default, resolves to
/// `.fullScreen` (on iOS 13 and later it resolves to a page sheet); a
/// sheet is a plain card, with no grabber, detents, dimming or swipe to
/// dismiss; `.none` is only an answer of the adaptive delegate ("do not
/// adapt"), and a controller presented with it is presented `.fullScreen`
/// (UIKit leaves that undefined).
public enum ModalPresentationStyle: Int, Sendable, CaseIterable {
  /// The default: resolves to `.fullScreen` (UIKit's to a page sheet).
  case automatic = -2
  /// No adaptation: the adaptive delegate's answer for "stay as presented".
  case none = -1
  /// Covers the window; the presenter's view is removed once the
  /// presentation is over.
  case fullScreen = 0
  /// A card sliding up from the bottom: the window's width in a compact
  /// width, else 704 points wide, centred; the presenter's view stays beneath.
  case pageSheet = 1
  /// As `.pageSheet`, 540 points wide in a regular width.
  case formSheet = 2
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
  /// A card beside the popover presentation controller's source view, with
  /// an arrow pointing at it; adapts to a sheet in a compact size class.
  case popover = 7

  /// The style actually used: `.automatic` and `.none` become `.fullScreen`.
  var resolved: ModalPresentationStyle {
    self == .automatic || self == .none ? .fullScreen : self
  }

  /// True for the styles whose presenter is found by the context search.
  var usesContext: Bool {
    let style = resolved
    return style == .currentContext || style == .overCurrentContext
  }

  /// True for the two sheets.
  var isSheet: Bool { self == .pageSheet || self == .formSheet }

  /// True for the styles that take the presenter's view away once the
  /// presentation is over (`.custom` asks its presentation controller).
  var removesPresentersView: Bool {
    let style = resolved
    return style == .fullScreen || style == .currentContext
  }
}
