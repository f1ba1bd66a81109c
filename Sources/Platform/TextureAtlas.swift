internal import CSDL2
import Foundation

/// Small pictures (lines of text, the map's names, pins) kept side by side
/// in a few large textures, so that a run of them draws with one texture
/// bound (and the frame's batch, DrawBatch.swift, makes the runs).
///
/// Core Animation has no public counterpart; game and browser renderers
/// keep their glyphs and small images this way. Why here: a GL driver
/// records its state again each time a draw binds another texture, and
/// llvmpipe keeps a copy of its whole fragment state, about 60 KB, in the
/// frame's memory each time (Docs/performance.md, "What that copy is").
/// A wide frame bound a texture of its own for each name and line of the
/// list, and changed state 134 times in 204 draws.
///
/// How a picture gets in, in three steps:
/// 1. A picture that fits `maxPictureSize` is given a place in a page with
///    a gutter of one pixel around it, each gutter pixel a copy of the
///    picture's nearest edge pixel: filtered or scaled, it samples the
///    same colours at its edges as a texture of its own, which the driver
///    clamps to its edges.
/// 2. It is written into the page at once if the page has not been drawn
///    from in this frame. Writing into a texture the frame has already
///    drawn from makes a GL driver finish those draws first, a stall.
/// 3. Otherwise it gets a texture of its own for this frame, and is moved
///    into a page at the next frame's first clear
///    (`Renderer.movePicturesIntoAtlas()`).
final class TextureAtlas {
  /// A page's side in pixels: 4 MB of pixels, of which only the rows of
  /// its shelves are written.
  static let pageSide = 1024
  /// The largest picture kept in a page, in pixels: a long line of text or
  /// name fits; a map's tile (256 x 256) keeps a texture of its own.
  static let maxPictureSize = (width: 1000, height: 128)
  /// Pages at most; a picture for which none has room gets a texture of
  /// its own, so that holes left in shelves never grow the memory without
  /// bound.
  static let maxPages = 4
  /// The gutter around each picture, in pixels (step 1).
  static let gutter = 1

  private(set) var pages: [AtlasPage] = []
  /// Pictures drawn from textures of their own until they are moved (step 3).
  var waiting: [WaitingPicture] = []

  /// True if a picture of `width` x `height` pixels goes in the atlas.
  static func takes(width: Int, height: Int) -> Bool {
    width > 0 && height > 0 && width <= maxPictureSize.width && height <= maxPictureSize.height
  }

  /// A page with room for `width` x `height` pixels (the gutter included)
  /// that `frame` has not drawn from, and the place; a new page if none
  /// has room and there may be more. Nil when the picture must wait.
  func place(
    width: Int, height: Int, frame: UInt64, makePage: () -> AtlasPage?
  ) -> (page: AtlasPage, x: Int, y: Int)? {
    for page in pages where page.lastDrawnFrame != frame {
      if let spot = page.packer.place(width: width, height: height) {
        return (page, spot.x, spot.y)
      }
    }
    let roomInADrawnPage = pages.contains { page in
      var probe = page.packer
      return probe.place(width: width, height: height) != nil
    }
    guard !roomInADrawnPage, pages.count < Self.maxPages, let page = makePage() else { return nil }
    pages.append(page)
    guard let spot = page.packer.place(width: width, height: height) else { return nil }
    return (page, spot.x, spot.y)
  }

  /// True when the last page's shelves take more than `fullEnough` of its
  /// height and there may be another page: the next is then made ahead
  /// (`Renderer.prepareAtlasPageAhead()`).
  var wantsAnotherPage: Bool {
    guard let last = pages.last, pages.count < Self.maxPages else { return false }
    return Double(last.packer.usedHeight) > Self.fullEnough * Double(last.packer.height)
  }

  /// How much of a page's height in shelves makes the next page wanted.
  static let fullEnough = 0.75

  /// Adds a page made ahead.
  func add(_ page: AtlasPage) {
    pages.append(page)
  }

  /// Lets go of pages that hold no picture, keeping the last (where new
  /// pictures go, perhaps made ahead) unless `all` (a memory warning).
  func dropEmptyPages(all: Bool) {
    let keep = all ? nil : pages.last
    pages.removeAll { $0.isEmpty && $0 !== keep }
  }
}

/// A picture waiting to be moved into a page, with its pixels as they will
/// be written there (its gutter included).
struct WaitingPicture {
  weak var texture: Texture?
  let pixels: [UInt32]
}

/// One texture of the atlas, and where its pictures are.
final class AtlasPage {
  let pointer: OpaquePointer
  let handle: RendererHandle
  var packer: ShelfPacker
  /// The renderer's frame that last drew from it (`Renderer.frameNumber`).
  var lastDrawnFrame: UInt64 = .max

  init?(handle: RendererHandle, format: UInt32) {
    let side = Int32(TextureAtlas.pageSide)
    guard
      let pointer = SDL_CreateTexture(
        handle.pointer, format, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), side, side)
    else { return nil }
    self.pointer = pointer
    self.handle = handle
    packer = ShelfPacker(width: TextureAtlas.pageSide, height: TextureAtlas.pageSide)
    SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_BLEND)
    SDL_SetTextureScaleMode(pointer, SDL_ScaleModeLinear)
  }

  /// True when it holds no picture.
  var isEmpty: Bool { packer.heldCount == 0 }

  deinit {
    SDL_DestroyTexture(pointer)
  }
}
