import Foundation

/// A segue as the storyboard declares it: what a `StoryboardSegue` is
/// made from when it fires.
///
/// UIKit counterpart: the private `UIStoryboardSegueTemplate`. The kinds:
/// - `embed`: a child put in a container view of its parent when the
///   parent's view loads (Interface Builder's container view);
/// - `relationship`: a child made with its parent and handed to it in
///   `prepare(for:sender:)`, shown when the parent decides (as a tab bar
///   controller's view controllers);
/// - `present`: the destination presented modally, with its styles;
/// - `show`: the source's `show(_:sender:)`: pushed by its navigation
///   controller, else presented (`ShowSegue.swift`);
/// - `custom`: a registered `StoryboardSegue` subclass performs it;
/// - `unwind`: back to a controller that implements `action`
///   (`ViewController+Unwind.swift`).
struct SegueTemplate {
  enum Kind: String, CaseIterable {
    case embed, relationship, present, show, custom, unwind

    /// Made with the source, not when fired.
    var isContainment: Bool { self == .embed || self == .relationship }
  }

  let identifier: String
  let kind: Kind
  /// The destination scene; nil only for an unwind.
  let destination: String?
  /// The embed's container view, by name; nil for the parent's root view.
  let container: String?
  let presentationStyle: String?
  let transitionStyle: String?
  let animated: Bool
  /// The custom segue's registered class.
  let segueClass: String?
  /// The unwind action.
  let action: String?
}
