import Foundation
import Platform
import Testing

@testable import ViewKit

/// A traced event is a value; its text, made in one place, is what
/// `--trace` has always printed.
@MainActor
struct LifecycleEventTests {
  @Test func everyEventHasTheTraceTextItAlwaysHad() {
    let pair = LifecycleEvent.ControllerPair(from: "startMap", to: "startGeo")
    let cases: [(LifecycleEvent, String)] = [
      (.viewDidLoad, "viewDidLoad"), (.viewWillAppear, "viewWillAppear"),
      (.viewDidAppear, "viewDidAppear"), (.viewWillDisappear, "viewWillDisappear"),
      (.viewDidDisappear, "viewDidDisappear"),
      (.willMoveToParent("root"), "willMoveToParent:root"),
      (.didMoveToParent(nil), "didMoveToParent:nil"),
      (
        .viewWillTransitionToSize(CGSize(width: 1600, height: 900.4)),
        "viewWillTransitionToSize:1600x900"
      ),
      (.didReceiveMemoryWarning, "didReceiveMemoryWarning"),
      (.viewWillUnload, "viewWillUnload"), (.viewDidUnload, "viewDidUnload"),
      (.transitionBegin(pair), "transitionBegin:startMap->startGeo"),
      (.transitionEnd(pair, finished: false), "transitionEnd:startMap->startGeo:finished=false"),
      (.transitionCancelled(pair), "transitionCancelled:startMap->startGeo"),
      (.present(.begin, "help"), "presentBegin:help"),
      (.dismiss(.cancelled, "help"), "dismissCancelled:help"),
      (.performSegue("details"), "performSegue:details"),
      (.shouldPerformSegue("details", allowed: true), "shouldPerformSegue:details=true"),
      (.prepareForSegue("top", destination: "startMap"), "prepareForSegue:top->startMap"),
      (.unwindAction("done"), "unwindAction:done"),
      (.unwindForSegue("back", destination: "root"), "unwindForSegue:back->root"),
      (.loadStoryboard(file: "Main.storyboard.json"), "loadStoryboard:Main.storyboard.json"),
      (.instantiateInitialViewController("root"), "instantiateInitialViewController:root"),
      (.setRootViewController, "setRootViewController"),
      (.instantiate(identifier: "root"), "instantiate:root"),
      (.label("Lemvig, Denmark"), "label \"Lemvig, Denmark\""),
      (.gesture(.began), "began"), (.gesture(.failed), "failed"),
    ]
    for (event, text) in cases { #expect("\(event)" == text) }
  }

  @Test func anEntrysLineIsItsTimeNameAndEvent() {
    let clock = VirtualClock()
    let tracer = LifecycleTracer(clock: clock)
    clock.advance(by: 1.25)
    tracer.record(name: "startGeo", event: .label("Thinking…"))
    #expect(tracer.lines == ["1.250 startGeo label \"Thinking…\""])
    #expect(tracer.events == ["startGeo label \"Thinking…\""])
    #expect(tracer.entries.first?.event == .label("Thinking…"))
  }

  @Test func followingARunsClockGoesOnFromTheTimeReached() {
    let tracer = LifecycleTracer()
    tracer.record(name: "launch", event: .setRootViewController)  // before any run: 0
    let run = VirtualClock()
    run.advance(by: 50)
    tracer.follow(run)
    run.advance(by: 0.5)
    tracer.record(name: "root", event: .viewDidAppear)
    #expect(tracer.lines == ["0.000 launch setRootViewController", "0.500 root viewDidAppear"])
  }

  @Test func onlyTheFourAppearanceCallbacksAreAppearanceCallbacks() {
    let appearance: [LifecycleEvent] = [
      .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
    ]
    #expect(appearance.allSatisfy { $0.isAppearanceCallback })
    #expect(!LifecycleEvent.viewDidLoad.isAppearanceCallback)
    #expect(!LifecycleEvent.didMoveToParent("root").isAppearanceCallback)
  }
}
