import Foundation

/// Recognizes fingers dragged across the view: a continuous gesture that
/// reports how far the touches' centroid has moved, and how fast.
///
/// UIKit counterpart: `UIPanGestureRecognizer`. It begins once enough
/// fingers (`minimumNumberOfTouches`) are down and their centroid has moved
/// more than `beginDistance` from where it started, changes with every move
/// while at least the minimum are down, and ends when all have lifted, as
/// UIKit documents. Fingers beyond
/// `maximumNumberOfTouches` are ignored. Where UIKit gives no number, this
/// project's choices (pinned by `PanGestureRecognizerTests`):
/// - `beginDistance` is 6 points (UIKit's is undocumented; 6 is the slop
///   the radar's hand turn has always had);
/// - the translation is measured from where the touches went down, so the
///   distance travelled before the pan began is not lost; a finger added or
///   lifted moves the origin so the translation does not jump;
/// - the velocity is that of the last step that moved, zero after
///   `VelocityEstimate.stillTime` without moving.
open class PanGestureRecognizer: GestureRecognizer {
  /// How far the centroid moves, in points, before the pan begins.
  public static let beginDistance = 6.0

  /// Fingers needed before the pan begins; UIKit's default, 1.
  public var minimumNumberOfTouches = 1
  /// Fingers followed at most; UIKit's default, unlimited.
  public var maximumNumberOfTouches = Int.max

  /// The centroid's starting point, in the window, adjusted as fingers come
  /// and go and by `setTranslation(_:in:)`.
  private var origin = CGPoint.zero
  private var velocityEstimate = VelocityEstimate()

  open override var traceKind: String { "pan" }

  /// How far the touches have moved, in `view`'s coordinates (the window's
  /// for nil).
  public func translation(in view: View?) -> CGPoint {
    vector(translationInWindow, in: view)
  }

  /// Makes the translation read `translation` in `view`'s coordinates from
  /// here on, and starts the velocity afresh.
  public func setTranslation(_ translation: CGPoint, in view: View?) {
    let inWindow = vector(translation, fromView: view)
    let here = centroidInWindow
    origin = CGPoint(x: here.x - inWindow.x, y: here.y - inWindow.y)
    velocityEstimate.reset(to: translationInWindow, at: lastTime)
  }

  /// Points a second, in `view`'s coordinates (the window's for nil).
  public func velocity(in view: View?) -> CGPoint {
    vector(velocityEstimate.velocity, in: view)
  }

  var translationInWindow: CGPoint {
    let here = centroidInWindow
    return CGPoint(x: here.x - origin.x, y: here.y - origin.y)
  }

  private var lastTime = 0.0

  /// Whether the pan may begin with the movement so far; subclasses narrow it.
  func mayBegin(translation: CGPoint) -> Bool {
    distance(translation, .zero) > Self.beginDistance
  }

  /// Ignores a finger beyond `maximumNumberOfTouches`. The first finger
  /// down starts the translation at zero and the velocity afresh; a finger
  /// added later moves the origin so that the translation does not jump.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    lastTime = event.timestamp
    for touch in touches where numberOfTouches > maximumNumberOfTouches {
      ignore(touch, for: event)
    }
    let kept = trackedTouches.filter { !touches.contains($0) }
    if kept.isEmpty {
      origin = centroidInWindow
      velocityEstimate.reset(to: .zero, at: event.timestamp)
    } else {
      keepTranslation(from: kept, to: trackedTouches)
    }
  }

  /// Updates the velocity; begins the pan once `minimumNumberOfTouches`
  /// fingers are down and the translation is longer than `beginDistance`,
  /// then makes each move a change while that many are down.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    lastTime = event.timestamp
    velocityEstimate.add(translationInWindow, at: event.timestamp)
    switch state {
    case .possible:
      if numberOfTouches >= minimumNumberOfTouches && mayBegin(translation: translationInWindow) {
        state = .began
      }
    case .began, .changed:
      if numberOfTouches >= minimumNumberOfTouches { state = .changed }
    default:
      break
    }
  }

  /// When the last finger lifts, ends a pan that has begun and fails one
  /// that has not; a finger lifted while others stay down moves the origin
  /// so that the translation does not jump.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    lastTime = event.timestamp
    velocityEstimate.add(translationInWindow, at: event.timestamp)
    let kept = trackedTouches.filter { !touches.contains($0) }
    switch state {
    case .possible where kept.isEmpty:
      state = .failed
    case .began where kept.isEmpty, .changed where kept.isEmpty:
      state = .ended
    default:
      if !kept.isEmpty { keepTranslation(from: trackedTouches, to: kept) }
    }
  }

  /// Fails the pan if it has not begun, and cancels it if it has.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    state = state == .possible ? .failed : .cancelled
  }

  /// Moves the origin so that the translation, measured from the centroid
  /// of `old` fingers, reads the same from the centroid of the `new` ones.
  private func keepTranslation(from old: [Touch], to new: [Touch]) {
    let before = Self.centroid(of: old)
    let after = Self.centroid(of: new)
    origin = CGPoint(x: origin.x + after.x - before.x, y: origin.y + after.y - before.y)
  }

  open override func reset() {
    super.reset()
    origin = centroidInWindow  // the translation reads zero until the next pan
    velocityEstimate = VelocityEstimate()
  }

  /// A window vector as seen in `view` (the difference of two converted points).
  func vector(_ vector: CGPoint, in view: View?) -> CGPoint {
    let a = convertFromWindow(.zero, to: view)
    let b = convertFromWindow(vector, to: view)
    return CGPoint(x: b.x - a.x, y: b.y - a.y)
  }

  private func vector(_ vector: CGPoint, fromView view: View?) -> CGPoint {
    guard let view, let window = self.view?.window else { return vector }
    let a = view.convert(CGPoint.zero, to: window)
    let b = view.convert(vector, to: window)
    return CGPoint(x: b.x - a.x, y: b.y - a.y)
  }
}
