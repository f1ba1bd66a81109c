import Foundation
import Platform

/// An immutable picture, decoded once.
///
/// UIKit counterpart: `UIImage`. `init?(contentsOfFile:)` fails quietly as
/// UIKit's does; `init(path:)` throws an error that names the file, for
/// assets the program cannot run without. Sendable, as `UIImage` is: it
/// never changes, so a picture made off the main thread (a map tile, a
/// name) is handed to the main thread whole.
public final class Image: Sendable {
  /// The decoded pixels, which give the image its size and scale; what a
  /// renderer uploads. UIKit's nearest counterpart is `UIImage.cgImage`.
  public let bitmap: Bitmap

  /// An image of `bitmap`, at the bitmap's scale.
  public init(bitmap: Bitmap) {
    self.bitmap = bitmap
  }

  /// Decodes the image file (PNG or JPEG) at `path`; throws an error naming
  /// the file if it is missing or cannot be decoded. A name ending in "@2x"
  /// or "@3x" before the extension sets `scale` to 2 or 3, else it is 1.
  public convenience init(path: String) throws(PlatformError) {
    self.init(bitmap: try Bitmap(contentsOf: path, scale: Self.scale(ofFileAt: path)))
  }

  /// Decodes the image file (PNG or JPEG) at `path`, as UIKit's
  /// `UIImage(contentsOfFile:)`; nil if it is missing or cannot be decoded.
  /// The scale comes from the name, as for `init(path:)`.
  public convenience init?(contentsOfFile path: String) {
    guard let bitmap = try? Bitmap(contentsOf: path, scale: Self.scale(ofFileAt: path)) else {
      return nil
    }
    self.init(bitmap: bitmap)
  }

  /// The size in points.
  public var size: CGSize { bitmap.size }
  /// Pixels per point: 2 for a file named "name@2x.png".
  public var scale: Double { bitmap.scale }

  private static func scale(ofFileAt path: String) -> Double {
    let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    return name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
  }
}
