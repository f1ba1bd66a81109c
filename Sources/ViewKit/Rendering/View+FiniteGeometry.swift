import Foundation

/// A view whose geometry is not finite (a NaN or an infinity in its
/// bounds, centre or transform, or in its superview's mapping to the
/// window) is not drawn, nor are its subviews: its picture has no place,
/// and the rectangle arithmetic of clipping traps on NaN. The first time,
/// one warning line names it (`HierarchyWarnings.output`, stderr unless a
/// test captures it); the rest of the tree draws on.
///
/// UIKit counterpart: Core Animation raises `CALayerInvalidGeometry` when a
/// layer's position or bounds is set to NaN; here the drawing refuses it,
/// so that bad arithmetic anywhere in an app costs a view, not the app.
extension View {
  /// True when what `render` needs of the view is finite.
  static func isFinite(_ look: ViewPresentation, parentToWindow: CGAffineTransform) -> Bool {
    let t = look.transform3D
    let values = [
      look.bounds.origin.x, look.bounds.origin.y, look.bounds.width, look.bounds.height,
      look.center.x, look.center.y, parentToWindow.a, parentToWindow.b, parentToWindow.c,
      parentToWindow.d, parentToWindow.tx, parentToWindow.ty,
      t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
      t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
    ]
    return values.allSatisfy(\.isFinite)
  }

  /// Says once, for this view, that it is not drawn.
  func warnNotFinite(_ look: ViewPresentation) {
    guard !warnedNotFinite else { return }
    warnedNotFinite = true
    let owner = owningViewController.map { " (the view of \($0.traceName))" } ?? ""
    HierarchyWarnings.output(
      "warning: a \(type(of: self))\(owner) has geometry that is not finite (bounds \(look.bounds), center \(look.center)); it and its subviews are not drawn"
    )
  }
}
