internal import CSDL2
import Foundation

/// Draws into a window or into memory, in points.
///
/// Core Animation counterpart: the render server that composites layers.
/// One renderer draws one window (accelerated, with a software fallback,
/// synchronised to the display) or one offscreen surface (software, for
/// tests and screenshots). Coordinates are points; `scale` maps them to
/// pixels on high-DPI displays.
public final class Renderer {
  let handle: RendererHandle
  /// Pixels per point.
  public private(set) var scale: Double = 1
  /// True when drawing goes through a GPU driver rather than SDL's software renderer.
  public let isAccelerated: Bool
  /// The current clip rectangle, in points; nil draws everywhere.
  public private(set) var clipRect: CGRect?
  /// How subsequent drawing combines with what is there.
  public var blendMode: BlendMode = .normal {
    didSet { SDL_SetRenderDrawBlendMode(handle.pointer, blendMode.sdl) }
  }
  /// Caches: text rendered once per string, font and size; bitmaps uploaded
  /// once. The map keeps a few hundred tiles and names as bitmaps (its
  /// tiles forget theirs when they drop out of its own cache).
  let textCache = TextureCache<TextKey>(capacity: 1024)
  let bitmapCache = TextureCache<UInt64>(capacity: 1024)  // by `Bitmap.serial`
  /// Pages that the small pictures of both caches share (TextureAtlas.swift).
  let atlas = TextureAtlas()
  /// Frames presented so far: which frame drew from an atlas page.
  var frameNumber: UInt64 = 0
  /// The draws made since the last flush (DrawBatch.swift, Renderer+Batch.swift).
  var batch = DrawBatch()
  /// A clear not yet handed to SDL: it is issued with the draws held
  /// after it, in the color `clearFold` chooses (ClearFold.swift).
  var pendingClear: ClearFold.RGBA?
  var clearFold = ClearFold()
  /// SDL's clip rectangle for the draws made now (`setClip(_:)`); nil for none.
  var sdlClip: SDL_Rect?
  /// What code that can wait may upload per frame (Renderer+Uploads.swift).
  public var uploadBudget = UploadBudget.standard
  /// The uploads of this frame and of all frames.
  var uploads = UploadLedger()
  /// Textures of forgotten bitmaps, kept to be filled again (Bitmap.swift).
  var spareTextures: [Texture] = []
  /// The warm-up's pictures as textures of their own (Renderer+Targets.swift).
  var warmUpTextures: [Texture] = []
  private var target: Texture?
  /// The frame's textured draws, while `startRecording()` keeps them.
  var recording: DrawRecording?
  /// A used-up recording, emptied, whose storage the next one takes
  /// (DrawRecording.swift).
  var lastRecording: DrawRecording?
  /// SDL's name for the renderer: "opengl", "opengles2", "software".
  public let name: String
  /// Meshes filled again for each draw that makes one (Renderer+Quads.swift):
  /// a quad's four corners, and a mesh moved into window points.
  var quadScratch = Mesh.quad(.zero, color: .clear)
  var movedScratch = Mesh()
  /// True from `prepareRenderTargets(sizes:)` until the output's next clear,
  /// which first draws each kind of draw into the output (Renderer+Targets.swift).
  var outputWarmUpPending = false

  init(handle: RendererHandle) {
    self.handle = handle
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(handle.pointer, &info)
    isAccelerated = info.flags & SDL_RENDERER_ACCELERATED.rawValue != 0
    name = info.name.map { String(cString: $0) } ?? "unknown"
    SDL_SetRenderDrawBlendMode(handle.pointer, SDL_BLENDMODE_BLEND)
  }

  /// A software renderer drawing into memory of the given size in points.
  /// Needs no display: this is how tests and `--screenshot` render.
  public convenience init(offscreenSize size: CGSize, scale: Double = 1) throws(PlatformError) {
    let pixels = PixelSize(points: size, scale: scale)  // as SDL sizes a window's drawable
    let (w, h) = (Int32(pixels.width), Int32(pixels.height))
    guard w > 0, h > 0 else {
      throw .sdl(call: "offscreen renderer", message: "empty size \(size)")
    }
    guard
      let surface = SDL_CreateRGBSurfaceWithFormat(
        0, w, h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { throw sdlFailure("SDL_CreateRGBSurfaceWithFormat") }
    guard let pointer = SDL_CreateSoftwareRenderer(surface) else {
      SDL_FreeSurface(surface)
      throw sdlFailure("SDL_CreateSoftwareRenderer")
    }
    self.init(handle: RendererHandle(pointer: pointer, window: nil, surface: surface))
    setScale(scale)
  }

  /// Sets the pixels-per-point factor for everything drawn after.
  public func setScale(_ scale: Double) {
    flushDraws()
    self.scale = scale
    SDL_RenderSetScale(handle.pointer, Float(scale), Float(scale))
  }

  /// The size of what is drawn into (the window, surface or target), in pixels.
  public var outputPixelSize: (width: Int, height: Int) {
    var w: Int32 = 0
    var h: Int32 = 0
    if let target { return (target.pixelWidth, target.pixelHeight) }
    SDL_GetRendererOutputSize(handle.pointer, &w, &h)
    return (Int(w), Int(h))
  }

  /// The size of what is drawn into, in points.
  public var outputSize: CGSize {
    let pixels = outputPixelSize
    return CGSize(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale)
  }

  // MARK: Drawing

  /// Fills the whole output with a color, replacing what is there, whatever
  /// the clip: SDL's clear ignores it. Held, as draws are, until something
  /// needs it drawn; then it may take the color of a fill drawn after it,
  /// for the same picture (ClearFold.swift).
  public func clear(_ color: Color) {
    if outputWarmUpPending && !isDrawingIntoTarget { warmUpOutput() }
    flushDraws()
    movePicturesIntoAtlas()
    pendingClear = color.bytes
  }

  /// Fills an axis-aligned rectangle.
  public func fill(_ rect: CGRect, with color: Color) {
    drawQuad(rect, color: color)
  }

  /// Draws triangles, textured or not. Vertex colors multiply the texture,
  /// so a white glyph texture draws in any color. One upright rectangle is
  /// drawn as a copy or a fill where that is exact (Renderer+Copy.swift),
  /// anything else through `SDL_RenderGeometry`.
  public func draw(_ mesh: Mesh, texture: Texture? = nil) {
    guard !mesh.isEmpty else { return }
    let quad = mesh.axisAlignedQuad
    if let texture { record(texture, mesh, quad: quad) }
    if let quad, drawsExactly(quad, texture: texture) {
      if let texture { copy(texture, quad) } else { fill(quad) }
    } else {
      drawGeometry(mesh, texture: texture)
    }
  }

  /// `SDL_RenderGeometry`, with the texture's own tint reset to white: the
  /// vertex colors alone tint it. The software renderer gets the mesh in
  /// triangles it draws without overflowing (`Mesh+SoftwareRasterizer.swift`).
  func drawGeometry(_ mesh: Mesh, texture: Texture?) {
    if !isAccelerated,
      let safe = mesh.safeForSoftwareRasterizer(
        pixelSize: outputPixelSize, scale: scale,
        texels: texture.map { max($0.samplerSize.width, $0.samplerSize.height) })
    {
      guard !safe.isEmpty else { return }
      return drawCheckedGeometry(safe, texture: texture)
    }
    drawCheckedGeometry(mesh, texture: texture)
  }

  /// Holds the triangles in the frame's batch. Untextured triangles in
  /// opaque colors draw without blending, as an opaque fill does
  /// (`blending(opaque:)`).
  private func drawCheckedGeometry(_ mesh: Mesh, texture: Texture?) {
    noteDrawn(texture)
    let opaque = texture == nil && mesh.vertices.allSatisfy { $0.color.bytes.a == 255 }
    let ranges = batch.hold(mesh, texturePart: texture?.partOfSampler ?? Self.wholeTexture)
    hold(
      .geometry(vertices: ranges.vertices, indices: ranges.indices), texture: texture,
      blend: texture == nil ? blending(opaque: opaque) : blendMode.sdl, destination: .zero,
      color: (255, 255, 255, 255), bounds: mesh.bounds, opaque: opaque)
  }

  /// Draws a texture stretched over a rectangle, tinted by `tint`.
  public func draw(_ texture: Texture, in rect: CGRect, tint: Color = .white) {
    drawQuad(rect, color: tint, texture: texture)
  }

  /// Restricts drawing to a rectangle in points, or lifts the restriction.
  /// Each draw keeps the clip it was made with, set in SDL when the batch
  /// is flushed (Renderer+Batch.swift).
  public func setClip(_ rect: CGRect?) {
    clipRect = rect
    guard let rect else {
      sdlClip = nil
      return
    }
    // SDL clips to whole logical units; round outward so nothing inside is
    // lost. The null rectangle (where two rectangles do not meet) keeps
    // nothing.
    let covering = rect.isNull ? SDL_Rect(x: 0, y: 0, w: 0, h: 0) : SDLGeometry.coveringRect(rect)
    guard let sdlRect = covering else {
      return SDLGeometry.refuse("SDL_RenderSetClipRect", rect)
    }
    sdlClip = sdlRect
  }

  /// Shows what was drawn. On a window this waits for the display's
  /// refresh. The next frame's uploads count afresh.
  public func present() {
    flushDraws()
    insideSDL { SDL_RenderPresent(handle.pointer) }
    uploads.endFrame()
    frameNumber += 1
  }

  /// A counter read before and after each call that hands SDL and the
  /// driver work (a draw, a clear, an upload, a change of target, a present):
  /// the bench's count of the main thread's allocations. `countInsideSDL`
  /// adds up how much it grew inside them, so that what SDL and the driver
  /// allocate is told apart from the app's own allocations. The counter must
  /// not allocate itself.
  public var sdlCallCounter: (() -> Int)?
  /// How much `sdlCallCounter` grew inside SDL's calls, in all.
  public private(set) var countInsideSDL = 0

  /// Makes an SDL call, counting what `sdlCallCounter` counts inside it.
  func insideSDL<T>(_ call: () -> T) -> T {
    guard let counter = sdlCallCounter else { return call() }
    let before = counter()
    let result = call()
    countInsideSDL += counter() - before
    return result
  }

  // MARK: Render targets

  /// True while `withTarget(_:_:)` draws into a texture.
  var isDrawingIntoTarget: Bool { target != nil }

  /// A texture that can be drawn into, sized in points at this renderer's
  /// scale: a spare one of that size if there is one (RendererHandle).
  public func makeRenderTarget(size: CGSize) throws(PlatformError) -> Texture {
    guard let width = SDLGeometry.integer(size.width * scale, .up),
      let height = SDLGeometry.integer(size.height * scale, .up)
    else {
      SDLGeometry.refuse("SDL_CreateTexture", size)
      throw .sdl(call: "SDL_CreateTexture", message: "a render target of size \(size)")
    }
    let (w, h) = (max(1, width), max(1, height))
    if let spare = handle.takeSpareTarget(width: w, height: h) {
      return Texture(pointer: spare, renderer: handle, scale: scale, isRenderTarget: true)
    }
    guard
      let pointer = insideSDL({
        SDL_CreateTexture(
          handle.pointer, SDL_PIXELFORMAT_ARGB8888.rawValue,
          Int32(SDL_TEXTUREACCESS_TARGET.rawValue), w, h)
      })
    else { throw sdlFailure("SDL_CreateTexture") }
    return Texture(pointer: pointer, renderer: handle, scale: scale, isRenderTarget: true)
  }

  /// Draws into `texture` instead of the output for the length of `body`,
  /// starting from transparent. Scale and clip are restored after.
  public func withTarget<T>(_ texture: Texture, _ body: () throws -> T) rethrows -> T {
    precondition(
      texture.isRenderTarget, "withTarget(_:) needs a texture from makeRenderTarget(size:)")
    let previous = target
    let previousClip = clipRect
    flushDraws()
    insideSDL { _ = SDL_SetRenderTarget(handle.pointer, texture.pointer) }
    target = texture
    setScale(scale)
    setClip(nil)
    clear(.clear)
    defer {
      flushDraws()
      insideSDL { _ = SDL_SetRenderTarget(handle.pointer, previous?.pointer) }
      target = previous
      setScale(scale)
      setClip(previousClip)
    }
    return try body()
  }
}

extension Mesh {
  /// An axis-aligned rectangle as two triangles, mapping the whole texture.
  public static func quad(_ rect: CGRect, color: Color) -> Mesh {
    quad(
      corners: (
        CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
        CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)
      ), color: color)
  }

  /// Any four corners (top-left, top-right, bottom-right, bottom-left) as two
  /// triangles, mapping the whole texture: a transformed rectangle.
  public static func quad(corners: (CGPoint, CGPoint, CGPoint, CGPoint), color: Color) -> Mesh {
    Mesh(
      vertices: [
        Vertex(position: corners.0, color: color, texCoord: CGPoint(x: 0, y: 0)),
        Vertex(position: corners.1, color: color, texCoord: CGPoint(x: 1, y: 0)),
        Vertex(position: corners.2, color: color, texCoord: CGPoint(x: 1, y: 1)),
        Vertex(position: corners.3, color: color, texCoord: CGPoint(x: 0, y: 1)),
      ], indices: quadIndices)
  }

  /// A quad's two triangles: one array that every quad shares.
  static let quadIndices: [Int32] = [0, 1, 2, 0, 2, 3]
}
