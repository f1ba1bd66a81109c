import Foundation
import Platform

/// A rectangle on screen that draws, lays out its subviews and handles
/// touches.
///
/// UIKit counterpart: `UIView`, with the visual properties of its
/// `CALayer` (`cornerRadius`, the shadow) on the view itself. Deliberate
/// differences, each a simplification the demo does not need:
/// - `alpha` multiplies down the tree; subtrees are not composited as a
///   group first, so overlapping translucent subviews show through each other.
/// - The shadow follows the rounded bounds (as if `shadowPath` were set),
///   not the alpha of the content.
/// - `clipsToBounds` clips to the bounding box of the transformed bounds,
///   square corners included.
/// - `draw(_:in:)` receives its context as a parameter instead of reading
///   `UIGraphicsGetCurrentContext()`.
@MainActor
open class View: Responder {
  // MARK: Geometry storage (see View+Geometry.swift)

  var storedCenter: CGPoint = .zero
  var storedBounds: CGRect = .zero
  var storedTransform3D: CATransform3D = .identity
  /// The animations running on this view, one per property, held weakly
  /// (AnimationTable.swift, View+Animation.swift).
  var animations = AnimationTable()
  /// Numbers subclasses draw from, animatable (View+Animation.swift).
  var customValues: [String: Double] = [:]
  /// The transition running on this view as a container (View+Transition.swift).
  var activeTransition: TransitionRenderer?

  /// Draws with the renderer itself, above the view's recorded content and
  /// below its subviews, in window points through `toWindow`: for drawing
  /// that `draw(_:in:)` cannot record, such as the page curl's textured
  /// mesh (`PageCurlView`). Nothing by default.
  func renderOwnContent(
    in renderer: Renderer, toWindow: CGAffineTransform, opacity: Double, look: ViewPresentation
  ) {}

  // MARK: Hierarchy storage (see View+Hierarchy.swift)

  /// The view this one is a subview of, as UIKit's `UIView.superview`; nil
  /// for the root of a tree, such as a window. Held weakly; `addSubview(_:)`
  /// and `removeFromSuperview()` change it.
  public internal(set) weak var superview: View?
  /// The view's subviews in drawing order, back to front, as UIKit's
  /// `UIView.subviews`: the last is drawn on top and hit-tested first.
  public internal(set) var subviews: [View] = []
  /// Storage for `window`: noted when the view moves to another window
  /// (View+Hierarchy.swift), so that finding it, as every
  /// `setNeedsRedraw()` does, does not climb the superviews. A window's is
  /// itself.
  weak var windowStorage: Window?

  /// An integer to find the view by, as `UIView.tag`.
  public var tag = 0

  // MARK: Appearance

  /// The fill behind the content; nil is transparent.
  public var backgroundColor: Color? {
    willSet { recordAnimatableChange(.backgroundColor, from: .color(backgroundColor)) }
    didSet { if backgroundColor != oldValue { invalidateShapes() } }
  }
  /// Opacity from 0 to 1; below 0.01 the view also ignores touches.
  public var alpha: Double = 1 {
    willSet { recordAnimatableChange(.alpha, from: .scalar(alpha)) }
    didSet { if alpha != oldValue { setNeedsRedraw() } }
  }
  /// Set once the view has been reported as not drawn for geometry that is
  /// not finite (View+FiniteGeometry.swift).
  var warnedNotFinite = false
  /// When true, neither the view nor its subviews are drawn or hit-tested,
  /// as UIKit's `UIView.isHidden`; false by default. Not animatable.
  public var isHidden = false {
    didSet { if isHidden != oldValue { setNeedsRedraw() } }
  }
  /// A promise that the view fills its bounds with opaque content (its
  /// drawing, or its subviews), as `UIView.isOpaque`: drawn untransformed
  /// at full opacity, it hides whatever its superview draws under it, which
  /// is then not drawn (View+Rendering.swift). A view that promises it and
  /// does not fill its bounds leaves what was there before, as UIKit's
  /// "results are unpredictable". Deliberate difference: the default is
  /// false, as `NSView`'s is, since ViewKit acts on it for every view; a
  /// view with an opaque square background needs no promise.
  public var isOpaque = false {
    didSet { if isOpaque != oldValue { setNeedsRedraw() } }
  }
  /// Subviews are cut off at the receiver's edges.
  public var clipsToBounds = false {
    didSet { if clipsToBounds != oldValue { setNeedsRedraw() } }
  }
  /// Rounds the background and the shadow, as `CALayer.cornerRadius`.
  public var cornerRadius: Double = 0 {
    willSet { recordAnimatableChange(.cornerRadius, from: .scalar(cornerRadius)) }
    didSet { if cornerRadius != oldValue { invalidateShapes() } }
  }

  // MARK: Shadow, as CALayer's

  /// The color of the shadow, as Core Animation's `CALayer.shadowColor`;
  /// opaque black by default. Its alpha is multiplied by `shadowOpacity`.
  /// Deliberate differences: it is not optional, and not animatable.
  public var shadowColor: Color = .black {
    didSet { if shadowColor != oldValue { invalidateShapes() } }
  }
  /// 0 draws no shadow; 1 is as dark as `shadowColor`.
  public var shadowOpacity: Double = 0 {
    willSet { recordAnimatableChange(.shadowOpacity, from: .scalar(shadowOpacity)) }
    didSet { if shadowOpacity != oldValue { invalidateShapes() } }
  }
  /// The blur radius in points: the shadow fades over about twice this,
  /// centred on the edge (a Gaussian with sigma = radius / 2).
  public var shadowRadius: Double = 3 {
    didSet { if shadowRadius != oldValue { invalidateShapes() } }
  }
  /// Where the shadow falls, relative to the view. Core Animation's default
  /// is (0, -3), a shadow cast upward on macOS' flipped axis.
  public var shadowOffset = CGSize(width: 0, height: -3) {
    didSet { if shadowOffset != oldValue { setNeedsRedraw() } }
  }

  // MARK: Interaction and layout flags

  /// When false, the view and its subviews are skipped by hit testing.
  public var isUserInteractionEnabled = true
  /// When false (UIKit's default), the view is sent only the first of
  /// several touches down on it at once; its recognizers still see them all.
  public var isMultipleTouchEnabled = false
  /// How the view resizes when its superview's bounds change size.
  public var autoresizingMask: AutoresizingMask = []
  /// When true, subviews resize by their masks as the bounds change.
  public var autoresizesSubviews = true

  var needsLayout = true
  var needsDisplay = true
  /// What `draw(_:in:)` recorded, kept until `setNeedsDisplay()`.
  var displayList: [DrawCommand] = []
  /// Background and shadow meshes in the view's own space, kept until the
  /// size, corner radius or shadow change.
  var shapeCache: ShapeCache?

  /// A view with the given frame in its superview's coordinates, as UIKit's
  /// `UIView(frame:)`: `center` is the frame's midpoint and `bounds` has the
  /// frame's size at origin zero.
  public init(frame: CGRect = .zero) {
    super.init()
    self.frame = frame
  }

  /// The controller whose root view this is, if any (UIKit keeps the same
  /// private link). Set by `ViewController` when it loads or is given a view.
  public internal(set) weak var owningViewController: ViewController?

  /// A view's next responder is its view controller if it is a root view,
  /// else its superview, as UIKit documents.
  open override var next: Responder? { owningViewController ?? superview }

  // MARK: Hierarchy notifications (called by View+Hierarchy.swift)

  /// Called before the view moves to a new superview (nil: removal).
  open func willMove(toSuperview newSuperview: View?) {}
  /// Called after the view moved to a new superview, or was removed.
  open func didMoveToSuperview() {}
  /// Called before the view, or an ancestor, moves to another window.
  open func willMove(toWindow newWindow: Window?) {}
  /// Called after the view, or an ancestor, moved to another window.
  open func didMoveToWindow() {}
  /// Called after a subview was added.
  open func didAddSubview(_ subview: View) {}
  /// Called before a subview is removed.
  open func willRemoveSubview(_ subview: View) {}

  // MARK: Traits (see Traits/View+Traits.swift)

  /// Called after the view's `traitCollection` changed, with the one it
  /// had before. Empty by default, as UIKit's; `TraitChange` says when.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  // MARK: Layout (see View+Layout.swift)

  /// Positions subviews; called by `layoutIfNeeded()` after
  /// `setNeedsLayout()`. The default does nothing: autoresizing has already
  /// moved the subviews by then.
  open func layoutSubviews() {}

  /// The size that best fits the content, as `UIView.sizeThatFits(_:)`.
  /// The default is the current size.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// The natural size of the content; -1 means none in that dimension, as
  /// `UIView.noIntrinsicMetric`.
  open var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }

  /// The pointer's shape over this view; nil defers to the superview.
  /// AppKit counterpart: `NSView.addCursorRect(_:cursor:)`.
  open var cursor: CursorShape? { nil }

  // MARK: Gesture recognizers (see Gestures/View+Gestures.swift)

  /// The recognizers attached to the view, in the order they were added.
  public internal(set) var gestureRecognizers: [GestureRecognizer] = []

  /// Asked before a recognizer whose touches began in this view, or that
  /// is attached to it, leaves `possible`; false makes it fail. The
  /// default is true; `Control` says no to a single tap on its ancestors.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    true
  }

  // MARK: Hit testing

  /// True if the point, in the receiver's bounds coordinates, is inside it.
  open func point(inside point: CGPoint, with event: Event?) -> Bool {
    bounds.contains(point)
  }

  /// The deepest visible, interactive view containing `point` (in the
  /// receiver's bounds coordinates), front-most first, or nil.
  ///
  /// As UIKit documents: a view that is hidden, has user interaction
  /// disabled, or has alpha below 0.01 is skipped with its subtree, and a
  /// point outside the receiver is never a hit, even over a subview that
  /// sticks out.
  /// A view being animated is skipped too, unless its animation allows
  /// user interaction.
  open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, !isAnimatingWithoutInteraction
    else { return nil }
    guard self.point(inside: point, with: event) else { return nil }
    for subview in subviews.reversed() {
      let local = point.applying(subview.transformToSuperview.inverted())
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }

  // MARK: Drawing

  /// Draws the view's own content in its bounds, as `UIView.draw(_:)`.
  ///
  /// Called only when the view is first drawn and after
  /// `setNeedsDisplay()`; what it draws is recorded and replayed every frame,
  /// as a layer keeps its backing store. The default draws nothing.
  open func draw(_ rect: CGRect, in context: GraphicsContext) {}

  /// Marks the content as stale: `draw(_:in:)` runs again before the next frame.
  public func setNeedsDisplay() {
    needsDisplay = true
    setNeedsRedraw()
  }

  /// Asks the window for a new frame, without redrawing content.
  public func setNeedsRedraw() {
    window?.needsRedraw = true
  }

  func invalidateShapes() {
    shapeCache = nil
    setNeedsRedraw()
  }
}
