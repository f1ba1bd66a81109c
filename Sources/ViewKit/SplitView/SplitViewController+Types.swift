import Foundation

/// The split view controller's enums, nested as UIKit nests them, with
/// UIKit's raw values.
extension SplitViewController {
  /// How many columns the controller shows, fixed when it is made.
  ///
  /// UIKit counterpart: `UISplitViewController.Style`. ViewKit has no
  /// classic split view: `.unspecified` exists for the raw values only,
  /// and `init(style: .unspecified)` gives a double-column controller.
  public enum Style: Int, Sendable {
    /// UIKit's classic split view; made here as `.doubleColumn`.
    case unspecified = 0
    /// A primary column and a secondary column.
    case doubleColumn = 1
    /// A primary, a supplementary and a secondary column.
    case tripleColumn = 2
  }

  /// One of the places a child can be set for.
  ///
  /// UIKit counterpart: `UISplitViewController.Column`, without iOS 26's
  /// `inspector`.
  public enum Column: Int, Sendable, CaseIterable {
    /// The leading column: the sidebar.
    case primary = 0
    /// The middle column of a triple-column controller.
    case supplementary = 1
    /// The main content, the detail.
    case secondary = 2
    /// The controller shown alone while collapsed, if one is set.
    case compact = 3
  }

  /// Which columns an expanded controller shows, and how.
  ///
  /// UIKit counterpart: `UISplitViewController.DisplayMode`, without the
  /// deprecated aliases. "One" is the primary column of a double-column
  /// controller and the supplementary column of a triple-column one;
  /// "two" is the primary and the supplementary.
  public enum DisplayMode: Int, Sendable {
    /// Only as a preference: the controller picks (`displayMode` never reads it).
    case automatic = 0
    /// The secondary column alone.
    case secondaryOnly = 1
    /// One column beside the secondary, which narrows.
    case oneBesideSecondary = 2
    /// One column over the secondary, which keeps the whole width.
    case oneOverSecondary = 3
    /// Two columns beside the secondary, which narrows.
    case twoBesideSecondary = 4
    /// Two columns over the secondary.
    case twoOverSecondary = 5
    /// Two columns beside the secondary, which keeps its width and is
    /// pushed partly off the trailing edge.
    case twoDisplaceSecondary = 6
  }

  /// Whether the display-mode button shows: `.automatic` (the default)
  /// shows it while `presentsWithGesture` is true, `.never` never, and
  /// `.always` even when `presentsWithGesture` is false.
  ///
  /// UIKit counterpart: `UISplitViewController.DisplayModeButtonVisibility`.
  public enum DisplayModeButtonVisibility: Int, Sendable {
    /// Shown while `presentsWithGesture` is true (the default).
    case automatic = 0
    /// Never shown.
    case never = 1
    /// Shown even when `presentsWithGesture` is false.
    case always = 2
  }

  /// How the leading columns share the width with the secondary.
  ///
  /// UIKit counterpart: `UISplitViewController.SplitBehavior`.
  public enum SplitBehavior: Int, Sendable {
    /// Only as a preference: the controller picks (`splitBehavior` never reads it).
    case automatic = 0
    /// Side by side: secondaryOnly, oneBesideSecondary, twoBesideSecondary.
    case tile = 1
    /// Over the secondary: secondaryOnly, oneOverSecondary, twoOverSecondary.
    case overlay = 2
    /// Pushing the secondary aside: secondaryOnly, oneBesideSecondary,
    /// twoDisplaceSecondary.
    case displace = 3
  }
}

extension SplitViewController.SplitBehavior {
  /// The display modes this behavior allows, fewest leading columns first
  /// (none, one, two), as Apple's display-mode page lists them.
  var allowedDisplayModes: [SplitViewController.DisplayMode] {
    switch self {
    case .automatic: []
    case .tile: [.secondaryOnly, .oneBesideSecondary, .twoBesideSecondary]
    case .overlay: [.secondaryOnly, .oneOverSecondary, .twoOverSecondary]
    case .displace: [.secondaryOnly, .oneBesideSecondary, .twoDisplaceSecondary]
    }
  }
}

extension SplitViewController.DisplayMode {
  /// How many columns the mode shows in front of the secondary: 0, 1 or 2.
  var leadingCount: Int {
    switch self {
    case .automatic, .secondaryOnly: 0
    case .oneBesideSecondary, .oneOverSecondary: 1
    case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: 2
    }
  }

  /// True for the modes whose leading columns lie over the secondary.
  var isOverlay: Bool { self == .oneOverSecondary || self == .twoOverSecondary }
}

/// UIKit's names before iOS 14, kept by its header as aliases.
extension SplitViewController.DisplayMode {
  /// `secondaryOnly`'s old name (raw value 1).
  @available(*, deprecated, renamed: "secondaryOnly")
  public static let primaryHidden = Self.secondaryOnly
  /// `oneBesideSecondary`'s old name (raw value 2).
  @available(*, deprecated, renamed: "oneBesideSecondary")
  public static let allVisible = Self.oneBesideSecondary
  /// `oneOverSecondary`'s old name (raw value 3).
  @available(*, deprecated, renamed: "oneOverSecondary")
  public static let primaryOverlay = Self.oneOverSecondary
}
