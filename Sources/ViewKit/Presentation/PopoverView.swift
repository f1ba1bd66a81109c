import Foundation
import Platform

/// What a popover looks like on screen: a rounded card with a drop shadow,
/// holding the presented view, and an arrow pointing from one of its edges
/// at the source. UIKit counterpart: the private view behind
/// `UIPopoverBackgroundView`; ViewKit has no public background class.
///
/// The card is a subview with its corner radius and shadow (drawn by
/// `View`'s own shadow); the arrow is a subview above it, in the same
/// colour, outside the card, so that the card's shadow does not fall on it. The presented view fills the card and takes
/// the card's corner radius while it is here, so that its background is
/// rounded as UIKit clips it; the popover gives it back its own on the way out.
@MainActor
final class PopoverView: View {
  /// The card's and the arrow's colour.
  static let cardColor = Color.white
  /// The shadow: a soft one, below the card.
  static let shadowOpacity = 0.3
  static let shadowRadius = 12.0
  static let shadowOffset = CGSize(width: 0, height: 4)

  let card = View()
  /// Draws the arrow; clicks go through it to the card and the content.
  private let arrow = PopoverArrowView()
  /// The popover this view shows, to follow its source (held weakly: the
  /// controller holds this view).
  weak var controller: PopoverPresentationController?
  /// Where it is, in its superview's coordinates; set with `place(_:)`.
  private(set) var placement: PopoverPlacement?

  override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    card.backgroundColor = Self.cardColor
    card.cornerRadius = PopoverPlacement.cornerRadius
    card.shadowOpacity = Self.shadowOpacity
    card.shadowRadius = Self.shadowRadius
    card.shadowOffset = Self.shadowOffset
    addSubview(card)
    arrow.isUserInteractionEnabled = false
    arrow.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(arrow)
  }

  /// Moves to `placement`: the frame, the card inside it, and the arrow.
  /// Inside an animation block the frames animate; the arrow moves at once.
  func place(_ placement: PopoverPlacement) {
    guard placement != self.placement else { return }
    self.placement = placement
    frame = placement.frame
    card.frame = placement.cardInFrame
    arrow.frame = bounds
    arrow.points = placement.arrowPoints
  }

  /// A click on the arrow or the card's margin stays with the popover.
  override func point(inside point: CGPoint, with event: Event?) -> Bool {
    bounds.contains(point)
  }
}

/// The popover's arrow: a triangle in the card's colour.
@MainActor
private final class PopoverArrowView: View {
  var points: [CGPoint] = [] {
    didSet { if points != oldValue { setNeedsDisplay() } }
  }

  override func draw(_ rect: CGRect, in context: GraphicsContext) {
    guard points.count == 3 else { return }
    context.fillConvexPolygon(points, color: PopoverView.cardColor)
  }
}

/// The transparent view behind a popover, over the rest of its container:
/// a click on it dismisses the popover, unless it lands on one of the
/// popover's `passthroughViews`, which then receives it as if this view
/// were not there. UIKit counterpart: the private dimming view of a
/// popover presentation, clear in a popover.
@MainActor
final class PopoverDismissalView: View {
  weak var controller: PopoverPresentationController?

  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    guard let hit = super.hitTest(point, with: event) else { return nil }
    let inWindow = convert(point, to: nil)
    let passes = controller?.passthroughViews?.contains { view in
      view.window != nil && view.bounds.contains(view.convert(inWindow, from: nil))
    }
    return passes == true ? nil : hit
  }

  /// The click goes no further: it dismisses, or is refused by the delegate.
  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    controller?.userTappedOutside()
  }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
  override func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {}
}
