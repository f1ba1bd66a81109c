import Foundation
import Geo
import Platform
import Testing
import ViewKit

@testable import TunnelApp

/// The teaching instruments end to end, headless: scripts press their keys
/// and drag the scrub bar; the panel is checked against the tracer, the
/// controllers and the code.
@Suite(.serialized) @MainActor
final class InspectorTests {
  let app: AppSession
  let tracer = LifecycleTracer(clock: VirtualClock())
  var warnings: [String] = []
  var root: RootViewController { app.root }
  var panel: InspectorView { root.instruments.panel }

  init() throws {
    var options = AppOptions()
    options.restore = false
    options.size = CGSize(width: 900, height: 700)
    app = try AppSession(options: options, catalog: .default())
  }

  /// Plays `text` with this test's tracer and warning sink installed: only
  /// while it plays, since other suites' tests run between this one's
  /// steps and install their own.
  func play(_ text: String) throws {
    LifecycleTracer.current = tracer
    HierarchyWarnings.output = { [unowned self] in self.warnings.append($0) }
    defer {
      LifecycleTracer.current = nil
      HierarchyWarnings.output = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    }
    try app.runHeadless(try Script(text: text, name: "inspector"))
  }

  /// The log's lines as the panel draws them, wrapped rows joined again.
  var panelLines: [String] {
    panel.layoutIfNeeded()
    var lines: [String] = []
    for row in panel.logView.visibleRows {
      if row.isFirst || lines.isEmpty {
        lines.append(row.text)
      } else {
        lines[lines.count - 1] += " " + row.text
      }
    }
    if panel.logView.visibleRows.first?.isFirst == false { lines.removeFirst() }  // cut at the top
    return lines
  }

  func row(_ name: String) -> ControllerStateView.Row? {
    panel.stateView.rows.first { $0.name == name }
  }

  @Test func thePanelsLogLinesAreTheTracersLines() throws {
    try play("key I\nwait 0.3\nclick radar\nwait 1")
    #expect(root.instruments.isOpen)
    let shown = panelLines
    #expect(shown.count >= 20)
    #expect(shown == Array(tracer.lines.suffix(shown.count)))
    #expect(
      root.instruments.log.lines.map(\.text) == Array(tracer.lines.suffix(InspectorLog.capacity)))
  }

  /// In `turnPane`, each `step(n) { ... }` carries the number of its comment.
  @Test func theTracersNumberedStepsAreTheCodesNumbers() throws {
    let source = try String(
      contentsOf: DocumentationFiles.root
        .appendingPathComponent("Sources/TunnelApp/Radar/RootViewController+Radar.swift"),
      encoding: .utf8)
    let stepLines = source.split(separator: "\n").filter {
      $0.contains("step(") && $0.contains("{")
    }
    let pairs = stepLines.compactMap { line -> (Int, Int)? in
      guard let code = line.firstMatch(of: /step\((\d)\)/),
        let comment = line.firstMatch(of: /\/\/ (\d)\./)
      else { return nil }
      return (Int(code.1)!, Int(comment.1)!)
    }
    #expect(pairs.map(\.0) == [1, 2, 3, 4, 5, 6])
    #expect(pairs.allSatisfy { $0.0 == $0.1 })
    try play("key I\nwait 0.3\nclick radar\nwait 0.1\nkey P")  // the top pane mid-flip
    let log = root.instruments.log
    #expect(
      log.runningStepLines().map { "\($0.step!) \($0.name) \($0.event)" } == [
        "4 root transitionBegin:startMap->startGeo", "4 startMap viewWillDisappear",
        "4 startGeo viewWillAppear",
      ])
    try play("key P\nwait 1")
    #expect(log.runningStepLines().isEmpty)  // nothing runs once both turns are over
    let top = tracer.entries.filter { entry in
      entry.step != nil && ["startMap", "startGeo"].contains(entry.name)
        || entry.event == .transitionBegin(.init(from: "startMap", to: "startGeo"))
    }.map { "\($0.step!) \($0.name) \($0.event)" }
    #expect(
      top == [
        // Step 1 (the new view takes the old one's place) records nothing:
        // the panel was loaded and laid out ahead (RootViewController+TurnAhead.swift).
        "2 startGeo willMoveToParent:root",
        "3 startMap willMoveToParent:nil", "4 root transitionBegin:startMap->startGeo",
        "4 startMap viewWillDisappear", "4 startGeo viewWillAppear",
        "5 startGeo didMoveToParent:root",
        "6 startMap didMoveToParent:nil",
      ])
    let numbered = log.lines.filter { log.stepNumber(of: $0) != nil }
    #expect(numbered.count == 2 * 7)  // both panes' numbered lines, steps 2 to 6
  }

  @Test func theInspectorListsEachControllersState() throws {
    try play("key I\nwait 0.3")
    #expect(
      row("startGeo")
        == .init(  // loaded ahead of a turn, in no window yet
          name: "startGeo", parent: "–", isViewLoaded: true, isInWindow: false,
          appearance: "disappeared", moving: "–"))
    try play("click radar\nwait 1")
    #expect(
      panel.stateView.rows.map(\.name) == [
        "root", "startMap", "targetMap", "startGeo", "targetGeo",
      ])
    #expect(
      row("startGeo")
        == .init(
          name: "startGeo", parent: "root", isViewLoaded: true, isInWindow: true,
          appearance: "appeared", moving: "to"))
    #expect(
      row("startMap")
        == .init(
          name: "startMap", parent: "–", isViewLoaded: true, isInWindow: false,
          appearance: "disappeared", moving: "from"))
    #expect(row("root")?.appearance == "appeared")
  }

  @Test func pPausesATransitionInFlightAndEveryAnimation() throws {
    try play("key I\nwait 0.3\nclick radar\nwait 0.1\nkey P")
    let fraction = try #require(TransitionInFlight.all.first?.animator?.fractionComplete)
    try play("wait 5")
    #expect(TransitionInFlight.all.count == 1)  // the bottom pane's timer is held too
    #expect(TransitionInFlight.all.first?.animator?.fractionComplete == fraction)
    #expect(!root.radarButton.isEnabled)
    try play("key P\nwait 1")
    #expect(TransitionInFlight.all.isEmpty)
    #expect(root.radarButton.isEnabled && root.showingGeo)
  }

  @Test func periodAndCommaStepTheFlipOneFrame() throws {
    try play("wait 0.3\nclick radar\nwait 0.1\nkey P")
    let animator = try #require(TransitionInFlight.all.first?.animator)
    let start = animator.fractionComplete
    let frame = AnimationEngine.frameStep / RootViewController.flipDuration
    try play("key .\nkey .")
    #expect(abs(animator.fractionComplete - (start + 2 * frame)) < 1e-9)
    try play("key ,")
    #expect(abs(animator.fractionComplete - (start + frame)) < 1e-9)
  }

  @Test func theScrubBarDragsTheTransitionAndStopsShortOfTheEnd() throws {
    try play("key I\nwait 0.3\nclick radar\nwait 0.05\nkey P")
    let bar = panel.scrubBar
    let track = bar.track
    func point(_ fraction: Double) -> CGPoint {
      bar.convert(CGPoint(x: track.minX + track.width * fraction, y: track.midY), to: nil)
    }
    let (a, b) = (point(0.2), point(0.7))
    try play("mouse down \(a.x) \(a.y)\nmouse move \(b.x) \(b.y)\nmouse up \(b.x) \(b.y)")
    let animator = try #require(TransitionInFlight.all.first?.animator)
    #expect(abs(animator.fractionComplete - 0.7) < 0.01)
    let end = point(1)
    try play("mouse down \(end.x) \(end.y)\nmouse up \(end.x) \(end.y)\nwait 3")
    #expect(animator.fractionComplete == TransitionInFlight.scrubLimit)
    #expect(!tracer.events.contains { $0.hasPrefix("root transitionEnd:startMap") })
    try play("key P\nwait 1")
    #expect(tracer.events.filter { $0.hasPrefix("root transitionEnd:startMap") }.count == 1)
    #expect(root.radarButton.isEnabled)
  }

  @Test func theWrongWayWarnsAndTheNamesHearNoAppearanceCallbacks() throws {
    try play("key I\nkey W\nwait 0.3\nclick radar\nwait 1")
    #expect(warnings.count == 2)
    #expect(warnings.allSatisfy { $0.contains("added to root's view without addChild(_:)") })
    #expect(
      root.instruments.log.lines.filter { if case .warning = $0 { true } else { false } }.count == 2
    )
    let geoEvents = tracer.events.filter { $0.hasPrefix("startGeo") || $0.hasPrefix("targetGeo") }
    #expect(!geoEvents.contains { $0.contains("Appear") || $0.contains("MoveToParent") })
    #expect(tracer.events.contains("startMap viewDidDisappear"))  // still a child: it hears
    #expect(
      row("startGeo")
        == .init(
          name: "startGeo", parent: "–", isViewLoaded: true, isInWindow: true,
          appearance: "disappeared", moving: "–"))
    try play("click radar\nwait 1")  // back, the same wrong way
    #expect(row("startMap")?.appearance == "appeared" && row("startGeo")?.isInWindow == false)
    #expect(!root.radarState.showsNamesTheWrongWay)
  }

  @Test func namesShownTheRightWayGoBackTheRightWayWhateverWSays() throws {
    try play("wait 0.3\nclick radar\nwait 1\nkey W\nclick radar\nwait 1")
    #expect(warnings.isEmpty && !root.showingGeo)
    #expect(root.startMap.parent === root && root.startGeo.parent == nil)
    try play("click radar\nwait 1")  // now the wrong way, from the maps
    #expect(root.radarState.showsNamesTheWrongWay && warnings.count == 2)
  }

  @Test func thePanelLiesOverTheRightSideAndResizesWithTheWindow() throws {
    try play("key I\nwait 0.3")
    #expect(
      panel.frame
        == CGRect(x: 900 - InspectorView.width, y: 0, width: InspectorView.width, height: 700))
    // Over the root's grey band between the panes (0x3A), the panel's 7%
    // grey at 95%, blended as SDL's software renderer does (products / 256).
    let pixel = try app.window.snapshotPixels()[890, 350]
    let alpha = Int(0.95 * 255)
    let expected = (Int((0.07 * 255).rounded()) * alpha) >> 8 + (0x3A * (255 - alpha)) >> 8
    #expect(abs(Int(pixel.r) - expected) <= 2 && abs(Int(pixel.g) - expected) <= 2)
    app.window.frame = CGRect(x: 0, y: 0, width: 1200, height: 800)
    #expect(
      panel.frame
        == CGRect(x: 1200 - InspectorView.width, y: 0, width: InspectorView.width, height: 800))
  }

  @Test func theInstrumentKeysAnswerToTheirScriptNames() throws {
    defer { FlipMeshSettings.current = FlipMeshSettings() }  // before any other test runs
    try play("key I\nkey G\nkey [")
    #expect(root.instruments.isOpen && FlipMeshSettings.current.showsWireframe)
    #expect(FlipMeshSettings.current.grid == .init(columns: 8, rows: 4))
    try play("key ]\nkey ]\nkey {")
    #expect(FlipMeshSettings.current.grid == .init(columns: 16, rows: 8))
    #expect(FlipMeshSettings.current.perspectiveDistance == 600)
    try play("key shift+]\nkey }")
    #expect(FlipMeshSettings.current.perspectiveDistance == 1200)
    try play("key W\nkey P")
    #expect(root.instruments.wrongWay && app.virtualEngine.isPaused)
    let now = app.virtualEngine.clock.now
    try play("key .")
    #expect(abs(app.virtualEngine.clock.now - now - AnimationEngine.frameStep) < 1e-9)
    try play("key P\nkey I")
    #expect(!app.virtualEngine.isPaused && !root.instruments.isOpen)
  }
}
