import Foundation

/// How many textures, and how many bytes of pixels, may be uploaded in one
/// frame by code that can wait: the map's tiles and names. The rest waits
/// for the next frame, so a burst of arrivals spreads over several frames
/// instead of stalling one.
///
/// Core Animation has no public counterpart: its render server uploads
/// layer contents as it sees fit.
public struct UploadBudget: Sendable, Equatable {
  public var uploads: Int
  public var bytes: Int

  public init(uploads: Int, bytes: Int) {
    self.uploads = uploads
    self.bytes = bytes
  }

  /// Four uploads or 256 KB a frame: one 256-pixel tile (4 bytes a
  /// pixel), or four names. The figures and why are in Docs/performance.md
  /// ("The main thread's frame").
  public static let standard = UploadBudget(uploads: 4, bytes: 256 * 1024)
}

/// The renderer's count of uploads: those of the frame being drawn (reset
/// when it is presented) and every one since the renderer was made.
struct UploadLedger {
  var uploadsThisFrame = 0
  var bytesThisFrame = 0
  var totalUploads = 0
  var totalBytes = 0

  mutating func record(bytes: Int) {
    uploadsThisFrame += 1
    bytesThisFrame += bytes
    totalUploads += 1
    totalBytes += bytes
  }

  mutating func endFrame() {
    uploadsThisFrame = 0
    bytesThisFrame = 0
  }
}

extension Renderer {
  /// True if an upload of `bytes` fits what is left of this frame's
  /// `uploadBudget`. The first upload of a frame always fits, so an image
  /// larger than the byte budget still arrives.
  public func canUpload(bytes: Int) -> Bool {
    let ledger = uploads
    if ledger.uploadsThisFrame == 0 { return true }
    return ledger.uploadsThisFrame < uploadBudget.uploads
      && ledger.bytesThisFrame + bytes <= uploadBudget.bytes
  }

  /// True if `bitmap` can be drawn this frame without going over the
  /// budget: it is a texture here already, or its upload fits (or is
  /// `forced`) and it is uploaded now. False leaves it for a later frame.
  public func uploadWithinBudget(_ bitmap: Bitmap, forced: Bool = false) -> Bool {
    if hasTexture(for: bitmap) { return true }
    guard forced || canUpload(bytes: bitmap.pixelWidth * bitmap.pixelHeight * 4) else {
      return false
    }
    return (try? texture(for: bitmap)) != nil
  }

  /// Textures uploaded in the frame being drawn (text, images, tiles).
  public var uploadsThisFrame: Int { uploads.uploadsThisFrame }
  /// Textures uploaded since the renderer was made, and their bytes.
  public var totalUploads: Int { uploads.totalUploads }
  public var totalUploadBytes: Int { uploads.totalBytes }
}
