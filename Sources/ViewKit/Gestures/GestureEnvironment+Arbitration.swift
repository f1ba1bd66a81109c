import Foundation

/// What a recognizer's change of state means among its neighbours.
///
/// The rules, as UIKit documents them:
/// - Leaving `possible` (for `began`, or `recognized` for a discrete
///   gesture) asks the views first (`View.gestureRecognizerShouldBegin(_:)`
///   of each view the gesture's touches began in, then of the recognizer's
///   own view), then the delegate; a no makes it fail instead. This is how a
///   control's own action wins over a tap on its ancestor (`Control`).
/// - A recognizer that requires another to fail (`require(toFail:)`, the
///   delegates, or the subclass methods) stays in `possible`, its
///   recognition kept, while that other is still `possible`; when it
///   fails the recognition goes ahead, and when it is recognized the
///   waiting one fails.
/// - Once one is recognized, every other sharing a touch with it that is
///   still `possible` fails, and none can begin later, unless a delegate
///   of either allows both (`shouldRecognizeSimultaneouslyWith`) or the
///   subclass methods `canPrevent`/`canBePrevented(by:)` say no.
/// - A continuous gesture under way goes to `changed`, `ended` or
///   `cancelled`; asking it to fail cancels it. A `possible` one asked to
///   be cancelled fails. Anything else is ignored: a finished recognizer
///   changes only by being reset.
extension GestureEnvironment {
  /// What a change of state asks for, before the neighbours are consulted.
  enum Step: Equatable {
    /// Leave `possible` for `began`, or `ended` (recognized).
    case recognize(GestureRecognizer.State)
    case fail
    /// A continuous gesture under way moves on.
    case carryOn(GestureRecognizer.State)
    case ignore
  }

  /// The state machine's table: what asking for `wanted` in `current` means.
  static func step(from current: GestureRecognizer.State, to wanted: GestureRecognizer.State)
    -> Step
  {
    switch (current, wanted) {
    case (.possible, .began), (.possible, .ended): .recognize(wanted)
    case (.possible, .failed), (.possible, .cancelled): .fail
    case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
      (.began, .cancelled), (.changed, .cancelled):
      .carryOn(wanted)
    case (.began, .failed), (.changed, .failed): .carryOn(.cancelled)
    default: .ignore
    }
  }

  /// The `state` setter: what `wanted` becomes for `recognizer`.
  static func request(_ recognizer: GestureRecognizer, _ wanted: GestureRecognizer.State) {
    if let environment = recognizer.environment {
      environment.request(recognizer, wanted)
    } else {
      requestAlone(recognizer, wanted)
    }
  }

  /// Not in a window's gesture (no touches yet): the same table and the
  /// same questions before leaving `possible`, with no neighbours; a
  /// gesture over is reset at once, as in a window.
  private static func requestAlone(
    _ recognizer: GestureRecognizer, _ wanted: GestureRecognizer.State
  ) {
    let state: GestureRecognizer.State
    switch step(from: recognizer.storedState, to: wanted) {
    case .recognize(let next): state = shouldBegin(recognizer) ? next : .failed
    case .fail: state = .failed
    case .carryOn(let next): state = next
    case .ignore: return
    }
    let changed = recognizer.storedState != state
    recognizer.storedState = state
    if changed { trace(recognizer) }
    if state != .failed { recognizer.sendActions() }
    if state.isFinished {
      recognizer.storedState = .possible
      recognizer.pendingState = nil
      recognizer.reset()
    }
  }

  private func request(_ recognizer: GestureRecognizer, _ wanted: GestureRecognizer.State) {
    switch Self.step(from: recognizer.storedState, to: wanted) {
    case .recognize(let next):
      if let pending = recognizer.pendingState {
        if pending == .began && next == .ended { recognizer.pendingState = .ended }
      } else {
        recognize(recognizer, next)
      }
    case .fail:
      fail(recognizer)
    case .carryOn(let next):
      accept(recognizer, next)
    case .ignore:
      return
    }
    flushAndSettle()
  }

  /// Acts on queued changes now, unless recognizers are being shown a touch.
  func flushAndSettle() {
    guard depth == 0 else { return }
    flush()
    settle()
  }

  /// `isEnabled` turned off: a gesture under way is cancelled, a possible one fails.
  func disable(_ recognizer: GestureRecognizer) {
    switch recognizer.storedState {
    case .began, .changed: accept(recognizer, .cancelled)
    case .possible: fail(recognizer)
    default: return
    }
    flushAndSettle()
  }

  /// `recognizer` would leave `possible` for `wanted`.
  private func recognize(_ recognizer: GestureRecognizer, _ wanted: GestureRecognizer.State) {
    guard Self.shouldBegin(recognizer), !isPrevented(recognizer) else {
      return fail(recognizer)
    }
    if requiredFailures(of: recognizer).contains(where: { $0.storedState == .possible }) {
      recognizer.pendingState = wanted
      return
    }
    accept(recognizer, wanted)
    excludeOthers(for: recognizer)
  }

  private func accept(_ recognizer: GestureRecognizer, _ state: GestureRecognizer.State) {
    let recognized = recognizer.storedState == .possible
    let changed = recognizer.storedState != state
    recognizer.storedState = state
    if changed { Self.trace(recognizer) }
    queue.append((recognizer, recognized))
  }

  func fail(_ recognizer: GestureRecognizer) {
    guard recognizer.storedState == .possible else { return }
    recognizer.storedState = .failed
    recognizer.pendingState = nil
    Self.trace(recognizer)
    releaseWaiting()
  }

  /// Recognitions kept waiting go ahead once nothing they require is possible.
  func releaseWaiting() {
    for waiting in participants where waiting.storedState == .possible {
      guard let wanted = waiting.pendingState,
        !requiredFailures(of: waiting).contains(where: { $0.storedState == .possible })
      else { continue }
      waiting.pendingState = nil
      recognize(waiting, wanted)
    }
  }

  /// Once `winner` is recognized: the others still possible that share a
  /// touch with it fail, and so does any that required it to fail.
  private func excludeOthers(for winner: GestureRecognizer) {
    for other in participants where other !== winner && other.storedState == .possible {
      if requires(other, toFail: winner)
        || (sharesTouches(winner, other) && prevents(winner, other))
      {
        fail(other)
      }
    }
  }

  /// True if a recognizer already recognized over the same touches keeps
  /// `recognizer` from beginning.
  private func isPrevented(_ recognizer: GestureRecognizer) -> Bool {
    participants.contains { other in
      other !== recognizer && [.began, .changed, .ended].contains(other.storedState)
        && sharesTouches(other, recognizer) && prevents(other, recognizer)
    }
  }

  private func prevents(_ winner: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
    !recognizesSimultaneously(winner, other) && winner.canPrevent(other)
      && other.canBePrevented(by: winner)
  }

  func recognizesSimultaneously(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
    a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false
      || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false
  }

  private func sharesTouches(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
    !a.gestureTouches.isDisjoint(with: b.gestureTouches)
  }

  private func requiredFailures(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
    participants.filter { $0 !== recognizer && requires(recognizer, toFail: $0) }
  }

  private func requires(_ waiting: GestureRecognizer, toFail other: GestureRecognizer) -> Bool {
    waiting.failureRequirements.contains { $0.recognizer === other }
      || waiting.delegate?.gestureRecognizer(waiting, shouldRequireFailureOf: other) ?? false
      || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: waiting) ?? false
      || waiting.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: waiting)
  }

  /// The views first (each distinct view once), then the delegate.
  private static func shouldBegin(_ recognizer: GestureRecognizer) -> Bool {
    var asked: [View] = []
    for view in recognizer.gestureTouches.compactMap(\.view) + [recognizer.view].compactMap({ $0 })
    where !asked.contains(where: { $0 === view }) {
      asked.append(view)
      if !view.gestureRecognizerShouldBegin(recognizer) { return false }
    }
    return recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
  }

  /// Records the state change on the lifecycle tracer: `pan(radar) began`;
  /// not a change the recognizer keeps out of the trace
  /// (`GestureRecognizer.tracesState`).
  static func trace(_ recognizer: GestureRecognizer) {
    guard recognizer.tracesState else { return }
    LifecycleTracer.current?.record(
      name: recognizer.traceName, event: .gesture(recognizer.storedState))
  }
}

extension GestureRecognizer {
  /// `kind(name)`: the recognizer's `name`, or its view's type when unnamed.
  public var traceName: String {
    let name = self.name ?? view.map { String(describing: type(of: $0)) } ?? "nil"
    return "\(traceKind)(\(name))"
  }
}
