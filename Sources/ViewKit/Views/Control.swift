import Foundation
import Platform

/// A view that turns touches into actions, as `UIControl`.
///
/// It tracks a touch from down to up: highlighted while the touch is
/// inside, `.touchUpInside` if released inside, `.touchUpOutside` if not.
/// Actions are closures (`addAction(_:for:)`) or a target and method
/// (`addTarget(_:action:for:)`); the target is held weakly, as in UIKit.
/// Deliberate difference: Swift methods stand in for selectors.
@MainActor
open class Control: View {
  /// Which touch phases and value changes send actions, as `UIControl.Event`.
  public struct Events: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A touch went down on an enabled control, as UIKit's `.touchDown`.
    public static let touchDown = Events(rawValue: 1 << 0)
    /// The tracked touch moved, and is inside the control's bounds; sent on
    /// every such move, as UIKit's `.touchDragInside`.
    public static let touchDragInside = Events(rawValue: 1 << 2)
    /// The tracked touch moved, and is outside the control's bounds; sent on
    /// every such move, as UIKit's `.touchDragOutside`.
    public static let touchDragOutside = Events(rawValue: 1 << 3)
    /// The tracked touch was lifted inside the control: the tap that
    /// triggers a button, as UIKit's `.touchUpInside`.
    public static let touchUpInside = Events(rawValue: 1 << 6)
    /// The tracked touch was lifted outside the control, as UIKit's
    /// `.touchUpOutside`.
    public static let touchUpOutside = Events(rawValue: 1 << 7)
    /// The tracked touch was cancelled, say by a gesture recognizer that
    /// took it, as UIKit's `.touchCancel`.
    public static let touchCancel = Events(rawValue: 1 << 8)
    /// The control's value changed, as UIKit's `.valueChanged`. `Control`
    /// never sends it itself: a subclass with a value sends it with
    /// `sendActions(for:)`.
    public static let valueChanged = Events(rawValue: 1 << 12)
    /// The control's main action, as UIKit's `.primaryActionTriggered`: here
    /// sent by `Control`'s touch tracking together with `.touchUpInside`.
    public static let primaryActionTriggered = Events(rawValue: 1 << 13)
  }

  /// The control's look, as `UIControl.State`.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Enabled, not highlighted and not selected: the empty set, as UIKit's
    /// `.normal`. A button's per-state settings fall back to this state's.
    public static let normal: State = []
    /// Set while `isHighlighted` is true, as UIKit's `.highlighted`.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Set while `isEnabled` is false, as UIKit's `.disabled`.
    public static let disabled = State(rawValue: 1 << 1)
    /// Set while `isSelected` is true, as UIKit's `.selected`.
    public static let selected = State(rawValue: 1 << 2)
  }

  private var actions: [(events: Events, perform: (Control) -> Void)] = []

  /// Whether the control responds to touches, as UIKit's
  /// `UIControl.isEnabled`; true by default. A disabled control shows the
  /// `.disabled` state, ignores new touches without passing them on, and no
  /// longer keeps single taps from the tap recognizers of its ancestors.
  public var isEnabled = true {
    didSet { if isEnabled != oldValue { stateDidChange() } }
  }
  /// Whether the control shows its highlighted look, as UIKit's
  /// `UIControl.isHighlighted`: set while a tracked touch is inside it, and
  /// settable by code. False by default.
  public var isHighlighted = false {
    didSet { if isHighlighted != oldValue { stateDidChange() } }
  }
  /// Whether the control is selected, as UIKit's `UIControl.isSelected`.
  /// False by default; only code changes it, never a touch.
  public var isSelected = false {
    didSet { if isSelected != oldValue { stateDidChange() } }
  }
  /// True between a touch down and its end.
  public private(set) var isTracking = false

  /// The state the three flags make, as UIKit's `UIControl.state`: the
  /// `.disabled`, `.highlighted` and `.selected` that apply, or `.normal`
  /// when none does. Each change of a flag calls `stateDidChange()`.
  public var state: State {
    var state: State = []
    if !isEnabled { state.insert(.disabled) }
    if isHighlighted { state.insert(.highlighted) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Called when `state` changes; subclasses restyle here.
  open func stateDidChange() {
    setNeedsDisplay()
    setNeedsLayout()
  }

  /// Runs `action` whenever one of `events` happens.
  public func addAction(_ action: @escaping (Control) -> Void, for events: Events) {
    actions.append((events, action))
  }

  /// Calls `action` on `target` whenever one of `events` happens, for as
  /// long as `target` lives. Write `action` as `Target.method`.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> () -> Void, for events: Events
  ) {
    actions.append(
      (
        events,
        { [weak target] _ in
          guard let target else { return }
          action(target)()
        }
      ))
  }

  /// Runs the actions registered for any of `events`, as `sendActions(for:)`.
  public func sendActions(for events: Events) {
    for entry in actions where !entry.events.isDisjoint(with: events) {
      entry.perform(self)
    }
  }

  // MARK: Gestures

  /// A control's own action wins over a recognizer of the same gesture on
  /// an ancestor, as UIKit's controls do since iOS 6: an enabled control
  /// keeps a single-finger single tap from a tap recognizer above it. One
  /// attached to the control itself still wins.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    guard isEnabled, gestureRecognizer.view !== self,
      let tap = gestureRecognizer as? TapGestureRecognizer,
      tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1
    else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
    return false
  }

  // MARK: Touch tracking

  /// Starts tracking the touch: highlights the control and sends
  /// `.touchDown`. A disabled control ignores the touch. Touches a control
  /// receives are not passed to its next responder.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    guard isEnabled else { return }
    isTracking = true
    isHighlighted = true
    sendActions(for: .touchDown)
  }

  /// While tracking, highlights the control when the touch is inside it
  /// (by `point(inside:with:)`) and sends `.touchDragInside`, else
  /// unhighlights it and sends `.touchDragOutside`.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard isTracking, let touch = touches.first else { return }
    let inside = self.point(inside: touch.location(in: self), with: event)
    isHighlighted = inside
    sendActions(for: inside ? .touchDragInside : .touchDragOutside)
  }

  /// Ends tracking and unhighlights the control; sends `.touchUpInside` and
  /// `.primaryActionTriggered` if the touch was lifted inside it, else
  /// `.touchUpOutside`.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    guard isTracking, let touch = touches.first else { return }
    isTracking = false
    isHighlighted = false
    if self.point(inside: touch.location(in: self), with: event) {
      sendActions(for: [.touchUpInside, .primaryActionTriggered])
    } else {
      sendActions(for: .touchUpOutside)
    }
  }

  /// Ends tracking, unhighlights the control and sends `.touchCancel`.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    guard isTracking else { return }
    isTracking = false
    isHighlighted = false
    sendActions(for: .touchCancel)
  }
}
