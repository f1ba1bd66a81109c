import Foundation
import Platform
import ViewKit

extension AppBenchmark {
  /// One measured frame: its wall-clock and main-thread CPU times, and the
  /// wall-clock time of the floor frame drawn after it, in seconds; the
  /// textures it uploaded, the bytes the heap grew by (the whole process:
  /// Platform's HeapStatistics), and whether a map showed a blank tile.
  struct FrameSample {
    var wall: Double
    var cpu: Double
    var floor: Double
    var floorCPU = 0.0
    var uploads = 0
    var uploadBytes = 0
    var heapGrowth = 0
    var showsBlankTile = false
  }

  /// The clocks and counters of the frame in progress, started when the
  /// loop's turn begins its work.
  struct FrameStart {
    var wall: UInt64
    var cpu: Double
    var heapBytes = 0
    var uploads = 0
    var uploadBytes = 0

    static var now: FrameStart {
      FrameStart(wall: DispatchTime.now().uptimeNanoseconds, cpu: ProcessStats.threadCPUSeconds())
    }

    /// A frame's start, with the renderer's upload counters and the heap:
    /// the heap is read before the clocks, as `end(_:)` reads it after
    /// them, so that reading it is not counted in the frame.
    static func start(_ renderer: Renderer?) -> FrameStart {
      let heap = HeapStatistics.bytesInUse() ?? 0
      var start = now
      start.heapBytes = heap
      start.uploads = renderer?.totalUploads ?? 0
      start.uploadBytes = renderer?.totalUploadBytes ?? 0
      return start
    }

    /// A frame's end: the clocks first, then the counters and the heap.
    static func end(_ renderer: Renderer?) -> FrameStart {
      var end = now
      end.uploads = renderer?.totalUploads ?? 0
      end.uploadBytes = renderer?.totalUploadBytes ?? 0
      end.heapBytes = HeapStatistics.bytesInUse() ?? 0
      return end
    }
  }

  /// Wraps the loop: each turn's work starts both clocks, and each frame,
  /// once presented, is measured and followed by its floor frame. Both go
  /// to the phase the scenario is in.
  func measureFrames(of app: Application) {
    app.runLoop.workBegins = { [unowned self, unowned app] in
      frameStart = .start(app.nativeWindow?.renderer ?? app.window.renderer)
    }
    let draw = app.runLoop.drawFrame
    app.runLoop.drawFrame = { [unowned self, unowned app] in
      let renderer = app.nativeWindow?.renderer ?? app.window.renderer
      renderer?.startRecording()
      draw()
      let end = FrameStart.end(renderer)
      let recording = renderer?.stopRecording()
      if firstFrameMs == nil { firstFrameMs = ProcessStats.millisecondsSinceStart() }
      if phase == .idle { idleFrames += 1 }
      guard [.dig, .flips, .zoom].contains(phase), let renderer, let recording else { return }
      let floorCPU = ProcessStats.threadCPUSeconds()
      let floor = Self.floorSeconds(recording, on: renderer, background: app.window)
      let maps = [session.root.startMap.mapView, session.root.targetMap.mapView]
      let sample = FrameSample(
        wall: Double(end.wall - frameStart.wall) / 1e9, cpu: end.cpu - frameStart.cpu,
        floor: floor, floorCPU: ProcessStats.threadCPUSeconds() - floorCPU,
        uploads: end.uploads - frameStart.uploads,
        uploadBytes: end.uploadBytes - frameStart.uploadBytes,
        heapGrowth: end.heapBytes - frameStart.heapBytes,
        showsBlankTile: maps.contains { $0.showsBlankTile })
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
