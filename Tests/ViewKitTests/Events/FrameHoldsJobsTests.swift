import Foundation
import Platform
import Testing

@testable import ViewKit

/// No background job starts while the main thread draws a frame
/// (`BackgroundWorkers.holdingJobs(_:)`): the jobs a frame queues start
/// once it has been presented. The workers are the process's, so the
/// suite is one of the shared-state suites.
extension SharedStateSuites {
  @Suite(.serialized) @MainActor
  final class FrameHoldsJobsTests {
    /// A boolean read and set from the workers' threads too.
    final class Flag: @unchecked Sendable {
      private let lock = NSLock()
      private var value = false
      var isSet: Bool {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
      }
    }

    /// A frame's drawing that asks for a tile and goes on: it queues a job
    /// that notes whether the drawing was still under way when it started,
    /// then draws 0.05 s more.
    final class Probe: Sendable {
      let drawing = Flag()
      let startedWhileDrawing = Flag()
      let done = DispatchSemaphore(value: 0)

      func queueAJobAndGoOnDrawing() {
        drawing.isSet = true
        BackgroundWorkers.shared.run { [self] in
          startedWhileDrawing.isSet = drawing.isSet
          done.signal()
        }
        Thread.sleep(forTimeInterval: 0.05)
        drawing.isSet = false
      }
    }

    /// A view whose `draw` is the probe's drawing.
    final class QueuesAJob: View {
      let probe = Probe()

      override func draw(_ rect: CGRect, in context: GraphicsContext) {
        probe.queueAJobAndGoOnDrawing()
      }
    }

    @Test func aJobQueuedWhileAFrameIsDrawnStartsOnlyWhenTheFrameEnds() {
      let probe = Probe()
      BackgroundWorkers.shared.holdingJobs { probe.queueAJobAndGoOnDrawing() }
      #expect(probe.done.wait(timeout: .now() + 10) == .success)
      #expect(!probe.startedWhileDrawing.isSet)
    }

    @Test func aJobAlreadyRunningWhenAFrameBeginsGoesOn() {
      let running = DispatchSemaphore(value: 0)
      let finished = DispatchSemaphore(value: 0)
      BackgroundWorkers.shared.run {
        running.signal()
        Thread.sleep(forTimeInterval: 0.02)
        finished.signal()
      }
      #expect(running.wait(timeout: .now() + 10) == .success)
      let finishedInFrame = BackgroundWorkers.shared.holdingJobs {
        finished.wait(timeout: .now() + 10) == .success
      }
      #expect(finishedInFrame)
    }

    @Test func theApplicationsFrameStartsNoJobBeforeItIsPresented() throws {
      let window = Window(frame: CGRect(x: 0, y: 0, width: 64, height: 48))
      let view = QueuesAJob(frame: window.bounds)
      window.addSubview(view)
      let app = try Application(window: window, output: .offscreen(scale: 1))
      window.setNeedsDisplay()
      #expect(app.runLoop.runOnce())
      #expect(view.probe.done.wait(timeout: .now() + 10) == .success)
      #expect(!view.probe.startedWhileDrawing.isSet)
    }
  }
}
