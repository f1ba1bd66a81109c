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
    /// Whether the main thread is inside a frame's drawing, read by jobs.
    final class Flag: @unchecked Sendable {
      private let lock = NSLock()
      private var value = false
      var isSet: Bool {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
      }
    }

    /// Queues a job from its `draw`, then takes `drawing` seconds more: a
    /// frame that queues a tile and goes on drawing.
    final class QueuesAJob: View {
      let drawing = Flag()
      let startedWhileDrawing = Flag()
      let done = DispatchSemaphore(value: 0)

      override func draw(_ rect: CGRect, in context: GraphicsContext) {
        drawing.isSet = true
        let (drawing, seen, done) = (self.drawing, startedWhileDrawing, self.done)
        BackgroundWorkers.shared.run {
          seen.isSet = drawing.isSet
          done.signal()
        }
        Thread.sleep(forTimeInterval: 0.05)
        drawing.isSet = false
      }
    }

    @Test func aJobQueuedWhileAFrameIsDrawnStartsOnlyWhenTheFrameEnds() {
      let inFrame = Flag()
      let startedInFrame = Flag()
      let done = DispatchSemaphore(value: 0)
      BackgroundWorkers.shared.holdingJobs {
        inFrame.isSet = true
        BackgroundWorkers.shared.run {
          startedInFrame.isSet = inFrame.isSet
          done.signal()
        }
        Thread.sleep(forTimeInterval: 0.05)
        inFrame.isSet = false
      }
      #expect(done.wait(timeout: .now() + 10) == .success)
      #expect(!startedInFrame.isSet)
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
      #expect(view.done.wait(timeout: .now() + 10) == .success)
      #expect(!view.startedWhileDrawing.isSet)
    }
  }
}
