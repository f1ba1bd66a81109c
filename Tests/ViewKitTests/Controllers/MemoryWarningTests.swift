import Foundation
import Platform
import Testing

@testable import ViewKit

/// A controller whose `didReceiveMemoryWarning` does not call `super`.
@MainActor
final class KeepsItsView: ViewController {
  override func didReceiveMemoryWarning() {}
}

/// Counts its view loads, to show a reload runs `loadView` again.
@MainActor
final class CountsLoads: ViewController {
  var loads = 0
  override func loadView() {
    loads += 1
    super.loadView()
  }
}

/// Memory warnings and the iOS 3-5 unloading of views not in a window.
/// The unloading tests call `didReceiveMemoryWarning()` on their own
/// controllers, so that no other suite's controller is unloaded under it.
extension SharedStateSuites {
  @Suite @MainActor
  final class MemoryWarningTests {
    let tracer = LifecycleTracer(clock: VirtualClock())
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 240))

    init() {
      LifecycleTracer.current = tracer
      ViewController.unloadsViewsOnMemoryWarning = true
    }

    isolated deinit {
      LifecycleTracer.current = nil
      ViewController.unloadsViewsOnMemoryWarning = false
    }

    func named(_ name: String) -> CountsLoads {
      let controller = CountsLoads()
      controller.title = name
      return controller
    }

    @Test func unloadingIsOffByDefaultAsOnIOS6AndLater() {
      ViewController.unloadsViewsOnMemoryWarning = false
      let controller = named("A")
      _ = controller.view
      tracer.clearLines()
      controller.didReceiveMemoryWarning()
      #expect(tracer.events == ["A didReceiveMemoryWarning"] && controller.isViewLoaded)
    }

    @Test func aLoadedViewNotInAWindowIsUnloadedWillThenReleasedThenDid() {
      let controller = named("A")
      let holder = View()
      holder.addSubview(controller.view)
      let view = controller.view
      tracer.clearLines()
      controller.didReceiveMemoryWarning()
      #expect(
        tracer.events == ["A didReceiveMemoryWarning", "A viewWillUnload", "A viewDidUnload"])
      #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
      #expect(view.superview == nil && view.owningViewController == nil)
    }

    @Test func theNextViewAccessLoadsItAgainWithLoadViewAndViewDidLoad() {
      let controller = named("A")
      let first = controller.view
      controller.didReceiveMemoryWarning()
      tracer.clearLines()
      let second = controller.view
      #expect(second !== first && controller.loads == 2)
      #expect(tracer.events == ["A viewDidLoad"])
    }

    @Test func aViewInAWindowIsNeverUnloaded() {
      let controller = named("Root")
      window.rootViewController = controller
      tracer.clearLines()
      controller.didReceiveMemoryWarning()
      #expect(tracer.events == ["Root didReceiveMemoryWarning"] && controller.isViewLoaded)
    }

    @Test func anOverrideWithoutSuperKeepsItsView() {
      let controller = KeepsItsView()
      _ = controller.view
      controller.didReceiveMemoryWarning()
      #expect(controller.isViewLoaded)
    }

    @Test func aControllerWhoseViewNeverLoadedOnlyHearsTheWarning() {
      let controller = named("Lazy")
      controller.didReceiveMemoryWarning()
      #expect(tracer.events == ["Lazy didReceiveMemoryWarning"] && !controller.isViewLoaded)
    }

    @Test func simulateMemoryWarningReachesEveryLiveControllerInOrderOfMaking() throws {
      ViewController.unloadsViewsOnMemoryWarning = false  // only the reach is tested here
      let app = try Application(window: window, output: .offscreen(scale: 1))
      #expect(Application.shared === app)
      let root = named("Root")
      let orphan = named("Orphan")  // in no hierarchy at all
      window.rootViewController = root
      tracer.clearLines()
      Application.shared.simulateMemoryWarning()
      let events = tracer.events
      #expect(events.first == "application didReceiveMemoryWarning")
      let rootIndex = try #require(events.firstIndex(of: "Root didReceiveMemoryWarning"))
      let orphanIndex = try #require(events.firstIndex(of: "Orphan didReceiveMemoryWarning"))
      #expect(rootIndex < orphanIndex)
      _ = orphan
    }

    // The caches are emptied with `releaseCaches()`, the warning's last
    // step, rather than the whole warning, which would reach other suites'
    // controllers.
    @Test func aWindowOnADisplayLetsGoOfTheRendererItsSnapshotsDrewWith() throws {
      setenv("SDL_VIDEODRIVER", "offscreen", 1)
      let app = try Application(
        window: window, output: .display(title: "warning", minimumSize: window.bounds.size),
        virtualClock: VirtualClock())
      _ = try window.snapshotPixels()
      weak let snapshots = window.renderer  // the renderer the snapshot drew with
      #expect(snapshots != nil && snapshots !== app.nativeWindow?.renderer)
      app.releaseCaches()
      #expect(snapshots == nil)
      _ = try window.snapshotPixels()  // the next snapshot makes another
      #expect(window.renderer != nil)
    }

    @Test func aHeadlessWindowKeepsTheRendererOfItsFrames() throws {
      let app = try Application(window: window, output: .offscreen(scale: 1))
      _ = try window.snapshotPixels()
      weak let frames = window.renderer
      app.releaseCaches()
      #expect(frames != nil)
    }
  }
}
