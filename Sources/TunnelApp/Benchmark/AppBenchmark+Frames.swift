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
    /// The main thread's allocations in the frame's work, if counted
    /// (AppBenchmark+Allocations.swift).
    var allocations: Int?
    /// Of those, the allocations SDL and the driver made inside the calls
    /// the renderer handed them: draws, uploads and present
    /// (`Renderer.sdlCallCounter`).
    var sdlAllocations: Int?
    /// The same count for the floor frame drawn after it.
    var floorAllocations: Int?
    /// Whether it was the first frame drawn at a new window size
    /// (AppBenchmark+NewSize.swift), and that size, in points.
    var isFirstAtNewSize = false
    var size: CGSize?
    /// For a first frame at a new size, what a bare SDL window's own first
    /// frame at that size took over its next frames, in seconds, once the
    /// bare window is measured (`AppBenchmark.setBareWindow(_:in:)`): the
    /// part of a resize the floor frame, drawn at a size already made,
    /// cannot pay. 0 for any other frame.
    var newSizeAllowance = 0.0

    /// What SDL takes for the frame's pictures: its floor frame, and for a
    /// first frame at a new size what SDL pays for the size. The phase's
    /// ratio is the frames' p99 over these.
    var sdlFloor: Double { floor + newSizeAllowance }
  }

  /// The clocks and counters of the frame in progress, started when the
  /// loop's turn begins its work.
  struct FrameStart {
    var wall: UInt64
    var cpu: Double
    var heapBytes = 0
    var uploads = 0
    var uploadBytes = 0
    var allocations = 0
    var sdlAllocations = 0

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
      let renderer = app.nativeWindow?.renderer ?? app.window.renderer
      if renderer?.sdlCallCounter == nil { renderer?.sdlCallCounter = Self.mainThreadAllocations }
      frameStart = .start(renderer)
      frameStart.allocations = Self.allocationsNow
      frameStart.sdlAllocations = renderer?.countInsideSDL ?? 0
    }
    let draw = app.runLoop.drawFrame
    app.runLoop.drawFrame = { [unowned self, unowned app] in
      // No background job starts while a frame is drawn, nor until its
      // floor has been, so that the floor is drawn as the frame was.
      app.holdingBackgroundJobs { measureFrame(drawnBy: draw, in: app) }
    }
  }

  /// Draws a frame with `draw`, measures it, and follows it with its floor.
  private func measureFrame(drawnBy draw: () -> Void, in app: Application) {
    let renderer = app.nativeWindow?.renderer ?? app.window.renderer
    renderer?.startRecording()
    draw()
    let allocated = Self.allocationsNow - frameStart.allocations
    let allocatedInSDL = (renderer?.countInsideSDL ?? 0) - frameStart.sdlAllocations
    let end = FrameStart.end(renderer)
    var recording = renderer?.stopRecording()
    let size = renderer?.outputSize
    let isFirstAtNewSize = drawnSize != nil && size != drawnSize
    drawnSize = size
    if firstFrameMs == nil { firstFrameMs = ProcessStats.millisecondsSinceStart() }
    if phase == .idle { idleFrames += 1 }
    guard phase.isMeasured, let renderer, let kept = recording else {
      return
    }
    recording = nil  // `kept` alone holds the draws: the floor reuses their storage
    let floorCPU = ProcessStats.threadCPUSeconds()
    let floorAllocationsBefore = Self.allocationsNow
    let floor = Self.floorSeconds(consume kept, on: renderer, background: app.window)
    let floorAllocated = Self.allocationsNow - floorAllocationsBefore
    let maps = [session.root.startMap.mapView, session.root.targetMap.mapView]
    let sample = FrameSample(
      wall: Double(end.wall - frameStart.wall) / 1e9, cpu: end.cpu - frameStart.cpu,
      floor: floor, floorCPU: ProcessStats.threadCPUSeconds() - floorCPU,
      uploads: end.uploads - frameStart.uploads,
      uploadBytes: end.uploadBytes - frameStart.uploadBytes,
      heapGrowth: end.heapBytes - frameStart.heapBytes,
      showsBlankTile: maps.contains { $0.showsBlankTile },
      allocations: Self.mainThreadAllocations == nil ? nil : allocated,
      sdlAllocations: Self.mainThreadAllocations == nil ? nil : allocatedInSDL,
      floorAllocations: Self.mainThreadAllocations == nil ? nil : floorAllocated,
      isFirstAtNewSize: isFirstAtNewSize, size: size)
    samples[phase, default: []].append(sample)
  }

  /// Draws the floor of a recorded frame (Platform's DrawRecording.swift)
  /// and returns its wall-clock time, present included.
  private static func floorSeconds(
    _ recording: consuming DrawRecording, on renderer: Renderer, background window: Window
  ) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    renderer.drawFloor(of: consume recording, background: window.backgroundColor ?? .black)
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }
}
