import Foundation
import Platform
import Testing

@testable import ViewKit

/// Present segues: the styles the file gives are set on the destination
/// before the source prepares; then the source presents it. And an unwind
/// across a presentation dismisses it.
extension SharedStateSuites {
  @Suite(.serialized) @MainActor
  final class PresentSegueTests {
    let time = VirtualAnimationTime()
    let tracer: LifecycleTracer
    let log = SceneLog()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let home: SceneController

    static let json = """
      { "initial": "home",
        "scenes": [
          { "identifier": "home", "class": "Scene",
            "segues": [
              { "identifier": "sheet", "kind": "present", "destination": "sheet",
                "presentationStyle": "overFullScreen", "transitionStyle": "crossDissolve",
                "animated": false },
              { "identifier": "plain", "kind": "present", "destination": "sheet", "animated": false } ] },
          { "identifier": "sheet", "class": "Scene",
            "segues": [ { "identifier": "done", "kind": "unwind", "action": "closeSheet",
                          "animated": false } ] } ] }
      """

    init() throws {
      tracer = LifecycleTracer(clock: time.clock)
      LifecycleTracer.current = tracer
      let board = try storyboard(Self.json, log)
      home = try #require(try board.instantiateInitialViewController() as? SceneController)
      window.rootViewController = home
      log.entries.removeAll()
    }

    isolated deinit {
      LifecycleTracer.current = nil
    }

    @Test func theFilesStylesAreSetBeforePrepareAndTheSourcePresents() throws {
      try home.performSegue(withIdentifier: "sheet", sender: nil)
      let sheet = try #require(home.presentedViewController)
      #expect(sheet.title == "sheet" && sheet.presentingViewController === home)
      #expect(sheet.modalPresentationStyle == .overFullScreen)
      #expect(sheet.modalTransitionStyle == .crossDissolve)
      #expect(
        log.entries == ["make sheet", "home prepare sheet (sheet not loaded)", "sheet loadView"],
        "made when fired, prepared for, then presented, which loads its view")
      let events = tracer.events
      let prepare = try #require(events.firstIndex(of: "home prepareForSegue:sheet->sheet"))
      let begin = try #require(events.firstIndex(of: "home presentBegin:sheet"))
      #expect(prepare < begin)
    }

    @Test func aStyleTheFileLeavesOutKeepsTheDestinationsOwn() throws {
      try home.performSegue(withIdentifier: "plain", sender: nil)
      let sheet = try #require(home.presentedViewController)
      #expect(sheet.modalPresentationStyle == .automatic)
      #expect(sheet.modalTransitionStyle == .coverVertical)
    }

    @Test func anUnwindAcrossAPresentationDismissesIt() throws {
      home.unwindActionNames = ["closeSheet"]
      try home.performSegue(withIdentifier: "sheet", sender: nil)
      let sheet = try #require(home.presentedViewController)
      log.entries.removeAll()
      try sheet.performSegue(withIdentifier: "done", sender: nil)
      #expect(
        log.entries == ["sheet prepare done (home loaded)", "home action closeSheet from sheet"])
      #expect(
        tracer.events.contains("home dismissBegin:sheet") || home.presentedViewController == nil)
      for step in 1...10 { time.frame(at: Double(step) / 60) }
      #expect(home.presentedViewController == nil && sheet.presentingViewController == nil)
    }

    @Test func aPresentSegueWithAnUnknownStyleIsRefusedAtLoad() {
      let error = #expect(throws: StoryboardError.self) {
        try storyboard(
          #"{ "scenes": [ { "identifier": "a", "class": "Scene", "segues": [ { "identifier": "p", "kind": "present", "destination": "a", "presentationStyle": "halfSheet" } ] } ] }"#,
          SceneLog())
      }
      #expect(
        error?.description
          == #"storyboard Test.storyboard.json: scene "a": segue "p": unknown presentationStyle "halfSheet" (one of automatic, none, fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover)"#
      )
    }
  }
}
