import Foundation
import Platform

/// Frame, bounds, center and transform, and converting points between views.
///
/// As in UIKit, `center`, `bounds` and `transform` are stored and `frame`
/// is computed from them: the bounds rectangle, turned about its centre by
/// `transform`, placed at `center` in the superview.
extension View {
  /// The view's place in its superview: the box holding its transformed
  /// bounds. Setting it sets `center` and `bounds.size`; as UIKit warns,
  /// set it only while `transform` is the identity.
  public var frame: CGRect {
    get {
      let size = storedBounds.size
      let local = CGRect(
        x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
      return local.applying(storedTransform3D.affine).offsetBy(
        dx: storedCenter.x, dy: storedCenter.y)
    }
    set {
      center = CGPoint(x: newValue.midX, y: newValue.midY)
      bounds.size = newValue.size
    }
  }

  /// The view's own coordinate space: its origin is the top left of its
  /// content, and its size is the view's size before `transform`.
  public var bounds: CGRect {
    get { storedBounds }
    set {
      guard newValue != storedBounds else { return }
      recordAnimatableChange(.bounds, from: .rect(storedBounds))
      let oldSize = storedBounds.size
      storedBounds = newValue
      if oldSize != newValue.size { boundsSizeDidChange(from: oldSize) }
      setNeedsRedraw()
    }
  }

  /// The centre of the frame, in the superview's coordinates.
  public var center: CGPoint {
    get { storedCenter }
    set {
      guard newValue != storedCenter else { return }
      recordAnimatableChange(.center, from: .point(storedCenter))
      storedCenter = newValue
      setNeedsRedraw()
    }
  }

  /// A 2D transform about the view's centre, applied when drawing and hit
  /// testing: the affine part of `transform3D`, as in UIKit.
  public var transform: CGAffineTransform {
    get { storedTransform3D.affine }
    set { transform3D = CATransform3D(newValue) }
  }

  /// The full transform about the view's centre, as `UIView.transform3D`
  /// (its layer's `transform`). Hit testing and `convert` use its 2D part;
  /// drawing uses all of it, perspective included.
  public var transform3D: CATransform3D {
    get { storedTransform3D }
    set {
      guard newValue != storedTransform3D else { return }
      recordAnimatableChange(.transform, from: .transform(storedTransform3D))
      storedTransform3D = newValue
      setNeedsRedraw()
    }
  }

  /// Maps the receiver's bounds coordinates to its superview's.
  public var transformToSuperview: CGAffineTransform {
    let boundsCenter = storedBounds.center
    return CGAffineTransform(translationX: -boundsCenter.x, y: -boundsCenter.y)
      .concatenating(storedTransform3D.affine)
      .concatenating(CGAffineTransform(translationX: storedCenter.x, y: storedCenter.y))
  }

  /// Maps the receiver's bounds coordinates to those of the root of its tree
  /// (the window's, once installed). The root's own space is the window's.
  public var transformToWindow: CGAffineTransform {
    var result = CGAffineTransform.identity
    var view = self
    while let parent = view.superview {
      result = result.concatenating(view.transformToSuperview)
      view = parent
    }
    return result
  }

  /// Converts a point from the receiver's bounds to `view`'s (nil: the window).
  public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
    let inWindow = point.applying(transformToWindow)
    guard let view else { return inWindow }
    return inWindow.applying(view.transformToWindow.inverted())
  }

  /// Converts a point from `view`'s bounds (nil: the window) to the receiver's.
  public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
    let inWindow = view.map { point.applying($0.transformToWindow) } ?? point
    return inWindow.applying(transformToWindow.inverted())
  }

  /// Converts a rectangle to `view`'s coordinates: the box around its
  /// converted corners.
  public func convert(_ rect: CGRect, to view: View?) -> CGRect {
    let target = view?.transformToWindow.inverted() ?? .identity
    return rect.applying(transformToWindow.concatenating(target))
  }

  /// Converts a rectangle from `view`'s coordinates (nil: the window).
  public func convert(_ rect: CGRect, from view: View?) -> CGRect {
    let source = view?.transformToWindow ?? .identity
    return rect.applying(source.concatenating(transformToWindow.inverted()))
  }
}
