import Foundation
import Platform
import ViewKit

extension AppBenchmark {
  /// One measured frame: its wall-clock and main-thread CPU times, and the
  /// wall-clock time of the floor frame drawn after it, in seconds.
  struct FrameSample {
    var wall: Double
    var cpu: Double
    var floor: Double
  }

  /// The clocks of the frame in progress, started when the loop's turn
  /// begins its work.
  struct FrameStart {
    var wall: UInt64
    var cpu: Double

    static var now: FrameStart {
      FrameStart(wall: DispatchTime.now().uptimeNanoseconds, cpu: ProcessStats.threadCPUSeconds())
    }
  }

  /// Wraps the loop: each turn's work starts both clocks, and each frame,
  /// once presented, is measured and followed by its floor frame. Both go
  /// to the phase the scenario is in.
  func measureFrames(of app: Application) {
    app.runLoop.workBegins = { [unowned self] in frameStart = .now }
    let draw = app.runLoop.drawFrame
    app.runLoop.drawFrame = { [unowned self, unowned app] in
      let renderer = app.nativeWindow?.renderer ?? app.window.renderer
      renderer?.startRecording()
      draw()
      let end = FrameStart.now
      let recording = renderer?.stopRecording()
      if firstFrameMs == nil { firstFrameMs = ProcessStats.millisecondsSinceStart() }
      if phase == .idle { idleFrames += 1 }
      guard phase != .startUp, phase != .idle, let renderer, let recording else { return }
      let floor = Self.floorSeconds(recording, on: renderer, background: app.window)
      let sample = FrameSample(
        wall: Double(end.wall - frameStart.wall) / 1e9, cpu: end.cpu - frameStart.cpu,
        floor: floor)
      samples[phase, default: []].append(sample)
    }
  }

  /// Draws the floor of a recorded frame (Platform's DrawRecording.swift)
  /// and returns its wall-clock time, present included.
  private static func floorSeconds(
    _ recording: DrawRecording, on renderer: Renderer, background window: Window
  ) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    renderer.drawFloor(of: recording, background: window.backgroundColor ?? .black)
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }
}
