import Foundation
import Platform

/// How content fits a view's bounds, as `UIView.ContentMode`.
public enum ContentMode: Sendable {
  /// Stretched to fill, ignoring the aspect ratio.
  case scaleToFill
  /// As large as fits whole, keeping the aspect ratio.
  case scaleAspectFit
  /// Fills the bounds, keeping the aspect ratio; the overflow is cut off.
  case scaleAspectFill
  /// At its own size, centred.
  case center
}

/// Shows an image.
///
/// UIKit counterpart: `UIImageView`. Like UIKit's, it ignores touches by
/// default and sizes to its image with `sizeToFit()`. With
/// `.scaleAspectFill` the cut-off part is simply not drawn, so no clipping
/// is needed.
@MainActor
open class ImageView: View {
  /// The image shown, as UIKit's `UIImageView.image`; nil shows nothing.
  /// Setting it redraws the view but does not resize it: `sizeToFit()` does.
  public var image: Image? {
    didSet { setNeedsDisplay() }
  }
  /// How the image fits the bounds; `.scaleToFill` by default. UIKit's
  /// counterpart is `UIView.contentMode`, which every view has; in ViewKit
  /// only an image view has one, and it has four of UIKit's modes.
  public var contentMode: ContentMode = .scaleToFill {
    didSet { setNeedsDisplay() }
  }

  /// An image view sized to `image` (zero-sized for nil), at the origin, as
  /// UIKit's `UIImageView(image:)`; it ignores touches until
  /// `isUserInteractionEnabled` is set to true.
  public init(image: Image?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

  open override var intrinsicContentSize: CGSize { image?.size ?? CGSize(width: -1, height: -1) }

  open override func draw(_ rect: CGRect, in context: GraphicsContext) {
    guard let image else { return }
    let placement = Self.placement(of: image.size, in: bounds, mode: contentMode)
    context.draw(image, in: placement.rect, source: placement.source)
  }

  /// Where the image goes and which part of it shows (in 0...1 units).
  static func placement(of size: CGSize, in bounds: CGRect, mode: ContentMode)
    -> (rect: CGRect, source: CGRect)
  {
    let whole = CGRect(x: 0, y: 0, width: 1, height: 1)
    guard size.width > 0, size.height > 0 else { return (bounds, whole) }
    switch mode {
    case .scaleToFill:
      return (bounds, whole)
    case .center:
      let origin = CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2)
      return (CGRect(origin: origin, size: size), whole)
    case .scaleAspectFit:
      let s = min(bounds.width / size.width, bounds.height / size.height)
      let fitted = CGSize(width: size.width * s, height: size.height * s)
      let origin = CGPoint(x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2)
      return (CGRect(origin: origin, size: fitted), whole)
    case .scaleAspectFill:
      let s = max(bounds.width / size.width, bounds.height / size.height)
      let visible = CGSize(
        width: bounds.width / (size.width * s), height: bounds.height / (size.height * s))
      let source = CGRect(
        x: (1 - visible.width) / 2, y: (1 - visible.height) / 2, width: visible.width,
        height: visible.height)
      return (bounds, source)
    }
  }
}
