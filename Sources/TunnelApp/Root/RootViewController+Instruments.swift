import Foundation
import Platform
import ViewKit

/// The teaching instruments' keys (`KeyTable` lists them).
extension RootViewController {
  /// Does one of the instruments' actions.
  func instrumentKey(_ action: KeyAction) {
    switch action {
    case .inspector: toggleInspector()
    case .pause: togglePause()
    case .stepClock(let frames): stepClock(frames: frames)
    case .wireframe: FlipMeshSettings.current.showsWireframe.toggle()
    case .meshGrid(let steps): FlipMeshSettings.current.stepGrid(by: steps)
    case .eyeDistance(let steps): FlipMeshSettings.current.stepPerspective(by: steps)
    case .wrongWay: instruments.wrongWay.toggle()
    default: return
    }
    view.setNeedsRedraw()  // a flip in flight is drawn again with the new mesh
    topContainer.setNeedsRedraw()
    bottomContainer.setNeedsRedraw()
    refreshInspector()
  }

  /// Opens the panel over the window's right side, or closes it. Opening
  /// installs a tracer if none runs (`--trace` installs one), so the log
  /// has lines to show; it stays for the session, keeping only the lines
  /// the log can show, so that memory does not grow with every callback.
  func toggleInspector() {
    let panel = instruments.panel
    if instruments.isOpen { return panel.removeFromSuperview() }
    guard let window = view.window else { return }
    let engine = AnimationEngine.current
    if LifecycleTracer.current == nil {
      LifecycleTracer.current = LifecycleTracer(
        clock: engine.timeline.source, keeping: InspectorLog.capacity)
    }
    instruments.log.listen(to: LifecycleTracer.current!)
    instruments.log.changed = { [weak self] in self?.refreshInspector() }
    instruments.log.transitionsInFlight = { TransitionInFlight.all.map(\.names) }
    instruments.hear(engine) { [weak self] in self?.refreshInspector() }
    panel.stateView.controllers = { [weak self] in self?.inspectedControllers ?? [] }
    panel.stateView.stacks = { [weak self] in self?.shownDetailsNavigation ?? [] }
    panel.stateView.containers = { [weak self] in
      (self?.placesSplit?.stateLines ?? []) + (self?.guide?.stateLines ?? [])
    }
    panel.curveView.transition = { TransitionInFlight.all.first }
    panel.scrubBar.fraction = { TransitionInFlight.all.first?.animator?.fractionComplete }
    panel.scrubBar.scrubbed = { [weak self] fraction in self?.scrub(to: fraction) }
    panel.scrubBar.released = { [weak self] in self?.scrubReleased() }
    panel.frame = InspectorView.frame(in: window.bounds)
    panel.autoresizingMask = [.flexibleLeftMargin, .flexibleHeight]
    window.addSubview(panel)
    refreshInspector()
  }

  /// The controllers the state table lists: the root, its four panes'
  /// controllers, any other child, then each details navigation controller
  /// shown and its stack, then the Guide if shown, its tabs and the
  /// article's pages.
  var inspectedControllers: [ViewController] {
    let known: [ViewController] = [self, startMap, targetMap, startGeo, targetGeo]
    return known + children.filter { child in !known.contains { $0 === child } }
      + shownDetailsNavigation.flatMap { [$0] + $0.viewControllers }
      + (guide.map { [$0] + $0.children + $0.articleTab.children } ?? [])
  }

  func refreshInspector() {
    guard instruments.isOpen else { return }
    instruments.panel.refresh(
      status: instruments.statusText(
        engine: AnimationEngine.current, namesShownWrongWay: radarState.showsNamesTheWrongWay))
  }

  /// P: holds the animation clock, or lets it run again, resuming any
  /// transition the scrub bar left paused.
  func togglePause() {
    let engine = AnimationEngine.current
    instruments.stepNote = ""
    guard engine.isPaused else { return engine.pause() }
    engine.resume()
    resumeScrubbed()
  }

  /// `.` and `,`: one frame on or back while paused.
  func stepClock(frames: Int) {
    let engine = AnimationEngine.current
    guard engine.isPaused else { return }
    let moved = engine.step(frames: frames)
    instruments.stepNote =
      frames < 0 && moved > -AnimationEngine.frameStep * engine.timeline.speed / 2
      ? "; back no further: a completion ran or an animation began or ended here" : ""
  }

  /// The scrub bar moved: the oldest transition under way is put there.
  func scrub(to fraction: Double) {
    guard handTurn == nil else { return }  // a hand turn's animators follow the hand
    guard let transition = TransitionInFlight.all.first, let animator = transition.animator,
      transition.scrub(to: fraction) != nil
    else { return }
    if !instruments.scrubbed.contains(where: { $0 === animator }) {
      instruments.scrubbed.append(animator)
    }
    refreshInspector()
  }

  /// The finger lifted: with the clock running the transition continues
  /// from where it was left; while paused it waits for P.
  func scrubReleased() {
    guard !AnimationEngine.current.isPaused else { return }
    resumeScrubbed()
  }

  private func resumeScrubbed() {
    for animator in instruments.scrubbed where animator.state == .active && !animator.isRunning {
      animator.startAnimation()
    }
    instruments.scrubbed.removeAll()
  }
}
