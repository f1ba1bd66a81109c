import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// The tracer tells every observer every entry, tags the lines recorded
  /// inside a numbered step, and keeps what `isMovingToParent` and
  /// `isMovingFromParent` were inside each callback.
  @Suite(.serialized) @MainActor
  final class TracerObserverTests {
    let clock = VirtualClock()
    let tracer: LifecycleTracer
    let window = Window(frame: CGRect(x: 0, y: 0, width: 120, height: 100))
    let parent = Container("P")
    let child = Named("C")

    init() {
      tracer = LifecycleTracer(clock: clock)
      LifecycleTracer.current = tracer
      window.rootViewController = parent
      tracer.clearLines()
    }

    isolated deinit {
      LifecycleTracer.current = nil
    }

    @Test func everyObserverHearsEveryLineAsTraceLinesPrintIt() {
      var first: [String] = []
      var second: [String] = []
      tracer.addObserver { first.append($0.line) }
      tracer.addObserver { second.append($0.line) }
      parent.show(child)
      #expect(!first.isEmpty)
      #expect(first == tracer.lines && second == tracer.lines)
    }

    @Test func aTracerKeepingSomeLinesKeepsTheLastAndItsObserversHearEvery() {
      let kept = LifecycleTracer(clock: clock, keeping: 3)
      var heard: [String] = []
      kept.addObserver { heard.append($0.name) }
      for n in 1...20 { kept.record(name: "n\(n)", event: .viewDidLoad) }
      #expect(heard.count == 20)
      #expect((3..<6).contains(kept.entries.count))
      #expect(kept.entries.map(\.name).suffix(3) == ["n18", "n19", "n20"])
    }

    @Test func aNumberedStepTagsTheLinesRecordedInsideIt() {
      LifecycleTracer.beginSequence()
      LifecycleTracer.step(2) { parent.addChild(child) }
      LifecycleTracer.step(3) {
        parent.slot.addSubview(child.view)
      }
      child.didMove(toParent: parent)  // outside any step
      let tagged = tracer.entries.map {
        "\($0.step.map(String.init) ?? "-") \($0.name) \($0.event)"
      }
      #expect(
        tagged == [
          "2 C willMoveToParent:P", "3 C viewDidLoad", "3 C viewWillAppear", "3 C viewDidAppear",
          "- C didMoveToParent:P",
        ])
      #expect(tracer.entries.allSatisfy { $0.sequence == 1 })
    }

    @Test func entriesKeepTheMovingFlagsSeenInsideEachCallback() {
      parent.show(child)
      parent.hide(child)
      let flags = tracer.entries.filter { $0.name == "C" }.map {
        "\($0.event) to=\($0.movingToParent) from=\($0.movingFromParent)"
      }
      #expect(
        flags == [
          "willMoveToParent:P to=false from=false", "viewDidLoad to=false from=false",
          "viewWillAppear to=true from=false", "viewDidAppear to=true from=false",
          "didMoveToParent:P to=false from=false", "willMoveToParent:nil to=false from=false",
          "viewWillDisappear to=false from=true", "viewDidDisappear to=false from=true",
          "didMoveToParent:nil to=false from=false",
        ])
    }
  }
}
