import Foundation
import Platform

/// Frame, bounds, center and transform, and converting points between views.
///
/// As in UIKit, `center`, `bounds` and `transform` are stored and `frame`
/// is computed from them: the bounds rectangle, turned about its centre by
/// `transform`, placed at `center` in the superview.
extension View {
  /// The view's place in its superview: the box holding its transformed
  /// bounds. Setting it sets `center` and `bounds.size` so that the frame
  /// read back is the frame set, as Core Animation's setter does: under a
  /// scale, a translation, a flip or a quarter turn, the bounds take the
  /// size that the transform makes the frame's, and the centre the place.
  ///
  /// UIKit calls the frame undefined under any transform but the identity;
  /// Core Animation says not to set it under a rotation that is not a
  /// multiple of 90°. ViewKit's choice there (and for a shear, or an axis
  /// scaled to 0): the frame's midpoint becomes the one set and the
  /// bounds keep their size, so a turned view is moved, never resized, and
  /// `view.frame = view.frame` changes nothing under any transform.
  public var frame: CGRect {
    get {
      let size = storedBounds.size
      let local = CGRect(
        x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
      return local.applying(storedTransform3D.affine).offsetBy(
        dx: storedCenter.x, dy: storedCenter.y)
    }
    set {
      let t = storedTransform3D.affine
      // The frame's midpoint is the centre moved by the transform's translation.
      center = CGPoint(x: newValue.midX - t.tx, y: newValue.midY - t.ty)
      if let size = Self.boundsSize(giving: newValue.size, under: t) { bounds.size = size }
    }
  }

  /// The bounds size whose box under `t` is `frameSize`, when `t` keeps
  /// the axes (a scale, a flip, a quarter turn); nil otherwise.
  ///
  /// Method: the box of a w×h rectangle under (a b; c d) is
  /// (|a| w + |c| h) × (|b| w + |d| h). With b = c = 0 that is |a| w × |d| h;
  /// with a = d = 0 (a quarter turn) it is |c| h × |b| w. Each is solved
  /// for w and h; an axis scaled to 0 has no answer.
  static func boundsSize(giving frameSize: CGSize, under t: CGAffineTransform) -> CGSize? {
    if t.b == 0, t.c == 0, t.a != 0, t.d != 0 {
      return CGSize(width: frameSize.width / abs(t.a), height: frameSize.height / abs(t.d))
    }
    // A quarter turn made with sin and cos leaves a and d within rounding of 0.
    let rounding = 1e-12 * max(abs(t.b), abs(t.c))
    if abs(t.a) <= rounding, abs(t.d) <= rounding, t.b != 0, t.c != 0 {
      return CGSize(width: frameSize.height / abs(t.b), height: frameSize.width / abs(t.c))
    }
    return nil
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
