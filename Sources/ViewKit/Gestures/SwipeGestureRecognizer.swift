import Foundation

/// Recognizes a quick stroke in a direction: a discrete gesture,
/// recognized as soon as the fingers have gone far enough that way.
///
/// UIKit counterpart: `UISwipeGestureRecognizer` (direction right and one
/// finger by default; recognized when `numberOfTouchesRequired` fingers
/// have moved far enough; `location(in:)` is where the swipe began, the
/// centroid of its fingers once all were down). UIKit gives no numbers;
/// this project's choices (pinned by `SwipeGestureRecognizerTests` and
/// `SwipeTouchesRequiredTests`): the fingers' centroid must travel
/// `minimumDistance` (50 pt) from where it was when the last finger went
/// down, within `maximumDuration` (0.5 s) of the first finger down, at
/// least twice as far along the direction as across it (within about
/// 27°); reaching the distance any other way, taking longer, or lifting
/// first, fails it.
open class SwipeGestureRecognizer: GestureRecognizer {
  /// The directions a swipe may take, as `UISwipeGestureRecognizer.Direction`.
  public struct Direction: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Towards the right: increasing x.
    public static let right = Direction(rawValue: 1 << 0)
    /// Towards the left: decreasing x.
    public static let left = Direction(rawValue: 1 << 1)
    /// Up the screen: decreasing y.
    public static let up = Direction(rawValue: 1 << 2)
    /// Down the screen: increasing y.
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// Points the centroid must travel.
  public static let minimumDistance = 50.0
  /// Seconds from the first finger down in which it must get there.
  public static let maximumDuration = 0.5

  /// The directions that count; UIKit's default, right.
  public var direction: Direction = .right
  /// Fingers that must swipe; UIKit's default, 1.
  public var numberOfTouchesRequired = 1

  private var start: (time: Double, location: CGPoint)?

  open override var traceKind: String { "swipe" }

  open override func location(in view: View?) -> CGPoint {
    guard let start else { return super.location(in: view) }
    return convertFromWindow(start.location, to: view)
  }

  /// Measures the swipe from the centroid of the fingers down now, timed
  /// from the first finger; fails if more than `numberOfTouchesRequired`
  /// fingers are down.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    // Measured from the centroid of all the fingers down, so that a finger
    // put down does not move the swipe; timed from the first.
    start = (start?.time ?? event.timestamp, centroidInWindow)
    if numberOfTouches > numberOfTouchesRequired { state = .failed }
  }

  /// Fails if `maximumDuration` has passed since the first finger went
  /// down. Once `numberOfTouchesRequired` fingers are down and their
  /// centroid has travelled `minimumDistance`, recognizes the swipe if it
  /// went one of the ways in `direction`, and fails it otherwise.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard state == .possible, let start else { return }
    if event.timestamp - start.time > Self.maximumDuration {
      state = .failed
      return
    }
    let here = centroidInWindow
    let d = CGPoint(x: here.x - start.location.x, y: here.y - start.location.y)
    guard numberOfTouches == numberOfTouchesRequired, distance(d, .zero) >= Self.minimumDistance
    else { return }
    state = Self.directions(of: d).isDisjoint(with: direction) ? .failed : .recognized
  }

  /// A finger lifted before the swipe is recognized fails it.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    if state == .possible { state = .failed }
  }

  /// Fails the swipe.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    state = .failed
  }

  /// The direction a stroke of `d` points in, if it is twice as long that
  /// way as across it (none otherwise).
  static func directions(of d: CGPoint) -> Direction {
    if d.x >= 2 * abs(d.y) { return .right }
    if -d.x >= 2 * abs(d.y) { return .left }
    if d.y >= 2 * abs(d.x) { return .down }
    if -d.y >= 2 * abs(d.x) { return .up }
    return []
  }

  open override func reset() {
    super.reset()
    start = nil
  }
}
