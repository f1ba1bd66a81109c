import Foundation

/// A view's traits: those of the controller it is the root view of, else
/// its superview's; a window's own.
///
/// UIKit counterpart: `UIView`'s `UITraitEnvironment` conformance. A view
/// outside any window, and not a controller's, has unspecified traits.
extension View {
  /// The traits the view lays itself out for: a window's own, a root
  /// view's controller's, any other view's superview's (unspecified with
  /// no superview). UIKit counterpart: `UIView.traitCollection`.
  public var traitCollection: TraitCollection {
    traitCollection(underTraits: superview?.traitCollection ?? TraitCollection())
  }

  /// The view's traits when its superview's are `inherited`: the rule of
  /// `traitCollection`, for a caller that already knows the superview's.
  func traitCollection(underTraits inherited: @autoclosure () -> TraitCollection)
    -> TraitCollection
  {
    if let window = self as? Window { return window.traits }
    if let controller = owningViewController { return controller.traitCollection }
    return inherited()
  }
}
