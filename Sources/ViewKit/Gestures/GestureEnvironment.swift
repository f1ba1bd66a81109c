import Foundation
import Platform

/// A window's gesture recognizers at work: which see a touch, in what
/// order, and what the touched view sees meanwhile.
///
/// UIKit has the same object, private (`UIGestureEnvironment`). Every
/// touch is shown with the window's one touch event (`event`), which the
/// window brings up to date first. For each touch the window hands it:
///   1. a new touch is given the enabled recognizers of its view and the
///      view's ancestors, nearest first, whose delegate lets them receive it
///      (`Touch.gestureRecognizers`);
///   2. each of those not yet finished sees the touch (`touchesBegan` and
///      its siblings) and may change its state; the arbitration
///      (`GestureEnvironment+Arbitration.swift`) decides what each change
///      means;
///   3. the actions of the changes are sent, in order; a recognition that
///      cancels touches in view sends the views `touchesCancelled` first;
///   4. the view the touch began in sees it, unless a recognizer has
///      cancelled it there (`cancelsTouchesInView`: also a touch that begins
///      into a gesture already recognized, which the view never sees) or
///      holds it back (`delaysTouchesBegan`, `delaysTouchesEnded`), until
///      the holder fails;
///   5. a recognizer whose gesture ended or was cancelled is reset to
///      `possible` and ignores the touches still down; one that failed is
///      reset once its touches are all up.
/// With no recognizers on the touched view or its ancestors, the view sees
/// every phase at once, as if this object were not there.
@MainActor
final class GestureEnvironment {
  /// The recognizers taking part in the gesture under way, in the order
  /// they joined it; each leaves when it is reset.
  var participants: [GestureRecognizer] = []
  /// What each touch's view has been sent, and what waits for it.
  private var deliveries: [Touch: ViewDelivery] = [:]
  /// More than 0 while recognizers are being shown a touch: state changes
  /// then wait to be acted on until all have seen it.
  var depth = 0
  /// Accepted state changes whose actions have not been sent yet.
  var queue: [(recognizer: GestureRecognizer, recognized: Bool)] = []
  private var isFlushing = false
  /// The window's touch event, the same object for every delivery: a phase
  /// held back and sent later goes with it as it is then.
  let event: Event

  init(event: Event) {
    self.event = event
  }

  /// What a touch's view has seen: the phases held back wait in order.
  private final class ViewDelivery {
    var sentBegan = false
    /// True once the view has heard the touch's last phase, or been cut off.
    var finished = false
    var waiting: [Touch.Phase] = []
  }

  /// Shows `touch`, in its current phase, to its recognizers and then to
  /// its view (steps 1 to 5). `toView` false keeps a new touch from the
  /// view (it is not multiple-touch enabled and has a touch already).
  func handle(_ touch: Touch, toView: Bool = true) {
    if touch.phase == .began {
      touch.gestureRecognizers = recognizers(for: touch)
      let delivery = ViewDelivery()
      delivery.finished = !toView
      deliveries[touch] = delivery
    }
    showToRecognizers(touch)
    flush()
    if touch.phase == .began, joinsRecognizedGesture(touch) { deliveries[touch]?.finished = true }
    if touch.phase == .ended || touch.phase == .cancelled {
      for recognizer in touch.gestureRecognizers { untrack(touch, from: recognizer) }
    }
    sendToView(touch, touch.phase)
    settle()
  }

  /// Step 1: the recognizers of the touched view and its ancestors.
  private func recognizers(for touch: Touch) -> [GestureRecognizer] {
    var found: [GestureRecognizer] = []
    var view = touch.view
    while let current = view {
      for recognizer in current.gestureRecognizers
      where recognizer.isEnabled && !recognizer.storedState.isFinished
        && recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true
      {
        found.append(recognizer)
      }
      view = current.superview
    }
    return found
  }

  /// Step 2.
  private func showToRecognizers(_ touch: Touch) {
    depth += 1
    defer { depth -= 1 }
    for recognizer in touch.gestureRecognizers {
      if touch.phase == .began { track(touch, in: recognizer) }
      guard !recognizer.storedState.isFinished, recognizer.trackedTouches.contains(touch) else {
        continue
      }
      switch touch.phase {
      case .began: recognizer.touchesBegan([touch], with: event)
      case .moved, .stationary: recognizer.touchesMoved([touch], with: event)
      case .ended: recognizer.touchesEnded([touch], with: event)
      case .cancelled: recognizer.touchesCancelled([touch], with: event)
      }
    }
  }

  /// True if `touch` began into a gesture already recognized that cancels
  /// touches in view: it is one of that gesture's remaining touches, which
  /// UIKit never delivers to the view.
  private func joinsRecognizedGesture(_ touch: Touch) -> Bool {
    touch.gestureRecognizers.contains { recognizer in
      recognizer.environment === self && recognizer.cancelsTouchesInView
        && (recognizer.storedState == .began || recognizer.storedState == .changed)
        && recognizer.trackedTouches.contains(touch)
    }
  }

  private func track(_ touch: Touch, in recognizer: GestureRecognizer) {
    if recognizer.environment !== self {
      recognizer.environment = self
      participants.append(recognizer)
    }
    recognizer.trackedTouches.append(touch)
    recognizer.gestureTouches.insert(touch)
  }

  private func untrack(_ touch: Touch, from recognizer: GestureRecognizer) {
    guard recognizer.trackedTouches.contains(touch) else { return }
    recognizer.lastCentroidInWindow = recognizer.centroidInWindow
    recognizer.trackedTouches.removeAll { $0 === touch }
  }

  /// `GestureRecognizer.ignore(_:for:)`: the recognizer hears no more of
  /// `touch`, and its recognition does not cancel the touch in its view.
  func ignore(_ touch: Touch, by recognizer: GestureRecognizer) {
    untrack(touch, from: recognizer)
    recognizer.gestureTouches.remove(touch)
    touch.gestureRecognizers.removeAll { $0 === recognizer }
  }

  /// Step 3: sends the actions of accepted changes, unless recognizers are
  /// still being shown a touch; an action's own changes join the queue.
  func flush() {
    guard depth == 0, !isFlushing else { return }
    isFlushing = true
    defer { isFlushing = false }
    while !queue.isEmpty {
      let (recognizer, recognized) = queue.removeFirst()
      if recognized && recognizer.cancelsTouchesInView { cancelViewTouches(of: recognizer) }
      recognizer.sendActions()
    }
  }

  private func cancelViewTouches(of recognizer: GestureRecognizer) {
    for touch in recognizer.gestureTouches {
      guard let delivery = deliveries[touch], !delivery.finished else { continue }
      delivery.waiting.removeAll()
      delivery.finished = true
      if delivery.sentBegan, let view = touch.view {
        event.including(touch) { view.touchesCancelled([touch], with: event) }
      }
    }
  }

  /// Step 4: `phase` goes to the view now, or waits behind what waits
  /// already or behind a recognizer that holds it back.
  private func sendToView(_ touch: Touch, _ phase: Touch.Phase) {
    guard let delivery = deliveries[touch], !delivery.finished else { return }
    if !delivery.waiting.isEmpty || isHeld(touch, phase) {
      delivery.waiting.append(phase)
    } else {
      send(touch, phase, delivery)
    }
  }

  /// True while a recognizer of the touch that is still `possible` holds
  /// `phase` back from the view.
  private func isHeld(_ touch: Touch, _ phase: Touch.Phase) -> Bool {
    touch.gestureRecognizers.contains { recognizer in
      recognizer.environment === self && recognizer.storedState == .possible
        && (recognizer.delaysTouchesBegan || (phase == .ended && recognizer.delaysTouchesEnded))
    }
  }

  /// Sends `phase` to the touch's view with the window's event, the touch
  /// among its touches even when a held-back phase comes after it left.
  private func send(_ touch: Touch, _ phase: Touch.Phase, _ delivery: ViewDelivery) {
    guard let view = touch.view else { return }
    event.including(touch) { send(touch, phase, delivery, to: view) }
  }

  private func send(
    _ touch: Touch, _ phase: Touch.Phase, _ delivery: ViewDelivery, to view: View
  ) {
    switch phase {
    case .began:
      delivery.sentBegan = true
      view.touchesBegan([touch], with: event)
    case .moved, .stationary:
      view.touchesMoved([touch], with: event)
    case .ended:
      delivery.finished = true
      view.touchesEnded([touch], with: event)
    case .cancelled:
      delivery.finished = true
      if delivery.sentBegan { view.touchesCancelled([touch], with: event) }
    }
  }

  /// Steps 4 and 5 after any change: phases no longer held go to their
  /// views, finished recognizers with no touches down are reset, and
  /// touches done with are forgotten.
  func settle() {
    for (touch, delivery) in deliveries where !delivery.finished {
      while let phase = delivery.waiting.first, !isHeld(touch, phase) {
        delivery.waiting.removeFirst()
        send(touch, phase, delivery)
      }
    }
    for recognizer in participants {
      switch recognizer.storedState {
      case .ended, .cancelled:
        // As UIKit: reset once its actions are sent; it ignores the touches still down.
        for touch in recognizer.trackedTouches {
          touch.gestureRecognizers.removeAll { $0 === recognizer }
        }
        reset(recognizer)
      case .failed where recognizer.trackedTouches.isEmpty:
        reset(recognizer)
      default:
        break
      }
    }
    deliveries = deliveries.filter { touch, delivery in
      !(delivery.finished && (touch.phase == .ended || touch.phase == .cancelled))
    }
  }

  /// Returns `recognizer` to `possible`, out of the gesture.
  func reset(_ recognizer: GestureRecognizer) {
    participants.removeAll { $0 === recognizer }
    recognizer.environment = nil
    recognizer.storedState = .possible
    recognizer.pendingState = nil
    recognizer.trackedTouches.removeAll()
    recognizer.gestureTouches.removeAll()
    queue.removeAll { $0.recognizer === recognizer }
    recognizer.reset()
  }

  /// `View.removeGestureRecognizer(_:)` mid-gesture: the recognizer leaves
  /// at once, without actions, as if never there; views held back by it
  /// are sent what they were waiting for.
  func remove(_ recognizer: GestureRecognizer) {
    for touch in recognizer.gestureTouches {
      touch.gestureRecognizers.removeAll { $0 === recognizer }
    }
    reset(recognizer)
    releaseWaiting()
    flush()
    settle()
  }
}
