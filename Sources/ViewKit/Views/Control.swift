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
    public static let touchDown = Events(rawValue: 1 << 0)
    public static let touchDragInside = Events(rawValue: 1 << 2)
    public static let touchDragOutside = Events(rawValue: 1 << 3)
    public static let touchUpInside = Events(rawValue: 1 << 6)
    public static let touchUpOutside = Events(rawValue: 1 << 7)
    public static let touchCancel = Events(rawValue: 1 << 8)
    public static let valueChanged = Events(rawValue: 1 << 12)
    public static let primaryActionTriggered = Events(rawValue: 1 << 13)
  }

  /// The control's look, as `UIControl.State`.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let normal: State = []
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
  }

  private var actions: [(events: Events, perform: (Control) -> Void)] = []

  public var isEnabled = true {
    didSet { if isEnabled != oldValue { stateDidChange() } }
  }
  public var isHighlighted = false {
    didSet { if isHighlighted != oldValue { stateDidChange() } }
  }
  public var isSelected = false {
    didSet { if isSelected != oldValue { stateDidChange() } }
  }
  /// True between a touch down and its end.
  public private(set) var isTracking = false

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

  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    guard isEnabled else { return }
    isTracking = true
    isHighlighted = true
    sendActions(for: .touchDown)
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard isTracking, let touch = touches.first else { return }
    let inside = self.point(inside: touch.location(in: self), with: event)
    isHighlighted = inside
    sendActions(for: inside ? .touchDragInside : .touchDragOutside)
  }

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

  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    guard isTracking else { return }
    isTracking = false
    isHighlighted = false
    sendActions(for: .touchCancel)
  }
}
