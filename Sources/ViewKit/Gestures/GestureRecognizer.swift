import Foundation
import Platform

/// Turns a sequence of touches into one gesture, and runs its actions as
/// the gesture's state changes.
///
/// UIKit counterpart: `UIGestureRecognizer`, with the state machine of
/// `UIGestureRecognizerSubclass.h`. A discrete gesture (a tap) goes from
/// `possible` to `recognized` or `failed`; a continuous one (a pan) from
/// `possible` to `began`, then `changed` any number of times, then `ended`
/// or `cancelled` (or `failed`, if it never began). The window shows the
/// recognizers of the touched view and its ancestors each touch before the
/// view (`GestureEnvironment.swift` says how they compete). Once a gesture
/// has ended or been cancelled, the recognizer is reset to `possible` and
/// ignores the touches still down; a failed one is reset when its touches
/// are all up.
///
/// Actions are sent for `began`, every `changed`, `ended` and `cancelled`
/// (never for `failed`), after every recognizer has seen the touch event
/// that caused them. Deliberate difference: actions are closures, since
/// Swift has no selectors to send (`addTarget(_:action:)` takes a method,
/// as `Control` does).
///
/// A subclass reads touches in `touchesBegan(_:with:)` and its siblings and
/// sets `state`; `reset()` clears what it kept for the next gesture.
@MainActor
open class GestureRecognizer {
  /// Where a gesture stands; the raw values are UIKit's.
  public enum State: Int, Sendable, CustomStringConvertible {
    /// Not recognized yet: the state a recognizer starts in and is reset to.
    case possible = 0
    /// A continuous gesture has been recognized and begun.
    case began = 1
    /// A continuous gesture under way has moved on (say, its touches moved).
    case changed = 2
    /// The gesture is over: a continuous one finished, or a discrete one
    /// was recognized (`recognized` is this state).
    case ended = 3
    /// A continuous gesture under way was stopped before it ended (asking
    /// one under way to fail cancels it).
    case cancelled = 4
    /// The touches are not this gesture; no action is sent.
    case failed = 5

    /// A discrete gesture's success: the same state as `ended`.
    public static let recognized = State.ended

    public var description: String {
      switch self {
      case .possible: "possible"
      case .began: "began"
      case .changed: "changed"
      case .ended: "ended"
      case .cancelled: "cancelled"
      case .failed: "failed"
      }
    }

    /// True for the states a gesture leaves only by being reset.
    var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
  }

  // MARK: State (GestureEnvironment.swift moves it)

  var storedState = State.possible
  /// A recognition waiting for recognizers it requires to fail.
  var pendingState: State?
  /// The window's arbiter while the recognizer takes part in a gesture.
  weak var environment: GestureEnvironment?
  /// The touches down that the recognizer is following, in the order they began.
  var trackedTouches: [Touch] = []
  /// Every touch the recognizer has seen since it was last reset.
  var gestureTouches: Set<Touch> = []
  /// The centroid when the last touch left, for `location(in:)` after it.
  var lastCentroidInWindow = CGPoint.zero
  private var actions: [(GestureRecognizer) -> Void] = []
  var failureRequirements: [WeakRecognizer] = []

  /// The gesture's state. Subclasses set it; the window's arbitration
  /// (`GestureEnvironment+Arbitration.swift`) decides what a change means:
  /// a recognition may wait or fail instead, and a change no gesture makes
  /// (out of a finished state, or back to `possible`) is ignored.
  public var state: State {
    get { storedState }
    set { GestureEnvironment.request(self, newValue) }
  }

  /// The view the recognizer is attached to (`View.addGestureRecognizer(_:)`).
  public internal(set) weak var view: View?

  /// A name for debugging and for the trace (`pan(radar) began`), as
  /// `UIGestureRecognizer.name`.
  public var name: String?

  /// The kind word the trace prints before the name (`pan`, `tap`).
  open var traceKind: String { "gesture" }
  /// Whether the lifecycle trace records this recognizer's state changes
  /// now: yes, but for an edge pan failing a touch that began away from
  /// its edges (`ScreenEdgePanGestureRecognizer`).
  var tracesState: Bool { true }

  /// When false the recognizer receives no touches; turning it off while a
  /// gesture is under way cancels the gesture (fails it if not yet begun).
  public var isEnabled = true {
    didSet { if !isEnabled && oldValue { environment?.disable(self) } }
  }

  /// Asked before the gesture begins, and about its touches and neighbours.
  public weak var delegate: GestureRecognizerDelegate?

  /// Once the gesture is recognized, the views its touches began in get
  /// `touchesCancelled` and no more of them, and a touch that joins the
  /// gesture afterwards never reaches its view. UIKit's default, true.
  public var cancelsTouchesInView = true
  /// While the gesture is possible, the views see none of its touches
  /// (they get them all if it fails). UIKit's default, false.
  public var delaysTouchesBegan = false
  /// While the gesture is possible, a touch's end is kept from its view
  /// until the gesture fails (then ended) or is recognized (then
  /// cancelled). UIKit's default, true.
  public var delaysTouchesEnded = true

  /// A recognizer with an action to run on each state change.
  public init(action: ((GestureRecognizer) -> Void)? = nil) {
    if let action { actions.append(action) }
  }

  /// Adds an action, run after those added before it.
  public func addAction(_ action: @escaping (GestureRecognizer) -> Void) {
    actions.append(action)
  }

  /// Calls `action` on `target` on each state change, for as long as
  /// `target` lives (held weakly, as UIKit holds targets). Write `action`
  /// as `Target.method`.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> (GestureRecognizer) -> Void
  ) {
    actions.append { [weak target] recognizer in
      guard let target else { return }
      action(target)(recognizer)
    }
  }

  func sendActions() {
    for action in actions { action(self) }
  }

  /// Makes the receiver wait, even once it could recognize, until `other`
  /// fails; if `other` is recognized, the receiver fails.
  public func require(toFail other: GestureRecognizer) {
    failureRequirements.removeAll { $0.recognizer == nil || $0.recognizer === other }
    failureRequirements.append(WeakRecognizer(other))
  }

  // MARK: Where the gesture is

  /// How many touches the recognizer follows now.
  open var numberOfTouches: Int { trackedTouches.count }

  /// The gesture's point in `view`'s coordinates (the window's for nil):
  /// the centroid of its touches, or where they were when the last one left.
  open func location(in view: View?) -> CGPoint {
    convertFromWindow(centroidInWindow, to: view)
  }

  /// Where touch `index` (`0..<numberOfTouches`) is, in `view`'s
  /// coordinates. An index out of range is a programmer error, as in UIKit.
  open func location(ofTouch index: Int, in view: View?) -> CGPoint {
    precondition(
      trackedTouches.indices.contains(index),
      "location(ofTouch: \(index)) of a recognizer following \(numberOfTouches) touches")
    return trackedTouches[index].location(in: view)
  }

  var centroidInWindow: CGPoint {
    trackedTouches.isEmpty ? lastCentroidInWindow : Self.centroid(of: trackedTouches)
  }

  /// The mean of the touches' places in the window (the origin for none).
  static func centroid(of touches: [Touch]) -> CGPoint {
    let n = Double(max(touches.count, 1))
    return CGPoint(
      x: touches.map(\.locationInWindow.x).reduce(0, +) / n,
      y: touches.map(\.locationInWindow.y).reduce(0, +) / n)
  }

  func convertFromWindow(_ point: CGPoint, to target: View?) -> CGPoint {
    guard let target, let window = self.view?.window ?? trackedTouches.first?.window else {
      return point
    }
    return target.convert(point, from: window)
  }

  // MARK: For subclasses

  /// Called when a touch of the gesture goes down, before its view sees it
  /// (ViewKit passes one touch at a time, already counted in
  /// `numberOfTouches`). The default does nothing; subclasses set `state`.
  open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
  /// Called when touches the recognizer follows move, before their view
  /// sees them. The default does nothing.
  open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
  /// Called when touches the recognizer follows lift, before their view
  /// sees them; they still count in `numberOfTouches` during the call. The
  /// default does nothing.
  open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
  /// Called when touches the recognizer follows are cancelled and will not
  /// end. The default does nothing; the built-in subclasses fail the
  /// gesture, or cancel it if it has begun.
  open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {}

  /// Called when the recognizer returns to `possible` after a gesture:
  /// subclasses forget what they kept, and call `super`.
  open func reset() {}

  /// Stops following `touch`: the recognizer hears no more of it, and its
  /// recognition will not cancel it in the view.
  open func ignore(_ touch: Touch, for event: Event) {
    environment?.ignore(touch, by: self)
  }

  /// Whether recognizing the receiver's gesture may make `other` fail.
  open func canPrevent(_ other: GestureRecognizer) -> Bool { true }
  /// Whether `other`'s recognition may make the receiver fail.
  open func canBePrevented(by other: GestureRecognizer) -> Bool { true }
  /// Whether the receiver must wait for `other` to fail (as `require(toFail:)`).
  open func shouldRequireFailure(of other: GestureRecognizer) -> Bool { false }
  /// Whether `other` must wait for the receiver to fail.
  open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { false }
}

/// A recognizer held weakly, for `require(toFail:)` and a touch's recognizers.
struct WeakRecognizer {
  weak var recognizer: GestureRecognizer?
  init(_ recognizer: GestureRecognizer) { self.recognizer = recognizer }
}
