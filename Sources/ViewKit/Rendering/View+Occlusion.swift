import Foundation

/// What the subviews hide is not drawn: a view's background and recorded
/// content under subviews that paint every point of its bounds opaquely,
/// and, when they cover only part, a square background only where it
/// shows (`View+Rendering.swift`, steps 2 and 3). Core Animation's
/// render server culls what is covered in the same way; the picture is the
/// same. In a view drawn at an inherited opacity below 1 (a fade) the
/// covered parts are culled too, so they do not show through the opaque
/// subview above them: what UIKit's group opacity
/// (`CALayer.allowsGroupOpacity`, on by default) shows there. Where
/// nothing opaque covers, each view still blends at its own opacity.
///
/// The method: start from the bounds and take away, subview by subview,
/// what each one paints opaquely; what is left is uncovered. A subview
/// that is shown, at full opacity, unturned and unscaled, and not in a
/// transition paints its whole frame opaquely when it is opaque itself
/// (`isOpaque`, or a square background at full alpha) or covered in the
/// same way by its own subviews, looked at down to `occlusionDepth` levels
/// (a navigation controller's clear content view over the pushed view, two
/// columns side by side, a popover's card under the presented view's bar
/// and content: subviews are not cut at rounded corners, so they cover a
/// rounded view's corners too). A clear subview that its own subviews
/// cover only in part (a list's rows in its content view) hides what they
/// paint opaquely, cut at its bounds if it clips. A rounded background at full alpha, with
/// nothing over its corners, paints the cross its corners leave: the frame
/// less the radius at the left and right, and less the radius at the top
/// and bottom (the corners' chords lie inside the squares they leave out;
/// `Shapes.roundedOutline`). Read from the presentation values, which are
/// what is drawn. The pieces are kept in lists reused from frame to frame
/// (`OcclusionScratch`), so that working them out allocates nothing once
/// they have grown.
extension View {
  /// How many levels below a clear subview are looked at for what covers it.
  static let occlusionDepth = 2
  /// Beyond this many uncovered pieces the work is not worth it: the
  /// background is drawn whole.
  static let occlusionPieceLimit = 16

  /// The parts of `bounds` the subviews leave uncovered: their number, the
  /// pieces themselves in `OcclusionScratch` (at the top level, `piece(_:)`); nil when there
  /// are more than `occlusionPieceLimit`.
  func uncoveredPieces(of bounds: CGRect, depth: Int = View.occlusionDepth) -> Int? {
    let (list, spare) = OcclusionScratch.lists(depth)
    OcclusionScratch.reset(list, to: bounds)
    for subview in subviews {
      if let painted = subview.opaquelyPainted(depth: depth) {
        if Self.cutOut(painted, list: list, spare: spare) { break }
      } else if depth > 0, let frame = subview.shownFrame(),
        subview.cutOutCoversOfSubviews(placedAt: frame, list: list, spare: spare, depth: depth)
      {
        break
      }
    }
    let count = OcclusionScratch.storage[list].count
    return count > Self.occlusionPieceLimit ? nil : count
  }

  /// Cuts what this clear view's own subviews paint opaquely (a list's
  /// rows in its content view) out of the pieces of its superview's
  /// `list`: moved into the superview's coordinates, and cut at this
  /// view's bounds if it clips them. True when there is no more to do.
  private func cutOutCoversOfSubviews(placedAt frame: CGRect, list: Int, spare: Int, depth: Int)
    -> Bool
  {
    let bounds = presentation.bounds
    let (dx, dy) = (frame.minX - bounds.minX, frame.minY - bounds.minY)
    for subview in subviews {
      guard var painted = subview.opaquelyPainted(depth: depth - 1) else { continue }
      painted.whole = painted.whole.offsetBy(dx: dx, dy: dy)
      painted.upright = painted.upright?.offsetBy(dx: dx, dy: dy)
      if clipsToBounds {
        painted.whole = painted.whole.intersection(frame)
        painted.upright = painted.upright?.intersection(frame)
      }
      if Self.cutOut(painted, list: list, spare: spare) { return true }
    }
    return false
  }

  /// Cuts a cover's one or two rectangles; no array is made for the two,
  /// in every frame.
  private static func cutOut(_ painted: OpaqueCover, list: Int, spare: Int) -> Bool {
    if cutOut(painted.whole, list: list, spare: spare) { return true }
    if let upright = painted.upright, cutOut(upright, list: list, spare: spare) { return true }
    return false
  }

  /// Cuts `cover` out of the pieces in `list`; true when there is no more
  /// to do: nothing is left, or more pieces than are worth drawing.
  private static func cutOut(_ cover: CGRect, list: Int, spare: Int) -> Bool {
    OcclusionScratch.remove(cover, from: list, using: spare)
    let count = OcclusionScratch.storage[list].count
    return count == 0 || count > occlusionPieceLimit
  }

  /// What a view paints opaquely, in its superview's coordinates: its
  /// whole frame, or, for a rounded background, the wide bar (`whole`) and
  /// the tall bar (`upright`) of the cross its corners leave.
  struct OpaqueCover {
    var whole: CGRect
    var upright: CGRect?
  }

  /// Where this view is drawn in its superview's coordinates, when it is
  /// shown at full opacity, unturned and unscaled, and not in a
  /// transition: what it paints there covers what is under it.
  private func shownFrame() -> CGRect? {
    guard !isHidden, activeTransition == nil else { return nil }
    let look = presentation
    guard look.alpha >= 1, look.transform3D.isIdentity else { return nil }
    let frame = CGRect(
      x: look.center.x - look.bounds.width / 2, y: look.center.y - look.bounds.height / 2,
      width: look.bounds.width, height: look.bounds.height)
    // Geometry that is not finite is not drawn (View+FiniteGeometry.swift),
    // so it covers nothing.
    guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite,
      look.bounds.minX.isFinite, look.bounds.minY.isFinite
    else { return nil }
    return frame
  }

  /// What this view paints every point of opaquely, or nil.
  private func opaquelyPainted(depth: Int) -> OpaqueCover? {
    guard let frame = shownFrame() else { return nil }
    let look = presentation
    let filled = (look.backgroundColor?.alpha ?? 0) >= 1
    if isOpaque || (filled && look.cornerRadius <= 0) { return OpaqueCover(whole: frame) }
    if depth > 0, uncoveredPieces(of: look.bounds, depth: depth - 1) == 0 {
      return OpaqueCover(whole: frame)
    }
    guard filled else { return nil }
    let radius = min(look.cornerRadius, frame.width / 2, frame.height / 2)  // as the outline's
    return OpaqueCover(
      whole: frame.insetBy(dx: radius, dy: 0), upright: frame.insetBy(dx: 0, dy: radius))
  }
}

/// Two lists of rectangles for each level `uncoveredPieces` looks at, kept
/// with their capacity: one holds the pieces, the other takes the pieces
/// left after each cut.
@MainActor
enum OcclusionScratch {
  static var storage = [[CGRect]](repeating: [], count: 2 * (View.occlusionDepth + 1))

  /// The indices of the two lists for `depth`: the pieces, and the spare.
  static func lists(_ depth: Int) -> (list: Int, spare: Int) { (2 * depth, 2 * depth + 1) }

  /// A piece `uncoveredPieces(of:)` left at the top level: read by index,
  /// so that no one holds the list while the next view reuses it.
  static func piece(_ index: Int) -> CGRect { storage[lists(View.occlusionDepth).list][index] }

  static func reset(_ list: Int, to rect: CGRect) {
    storage[list].removeAll(keepingCapacity: true)
    storage[list].append(rect)
  }

  /// Cuts `cover` out of every piece in `list`.
  static func remove(_ cover: CGRect, from list: Int, using spare: Int) {
    storage[spare].removeAll(keepingCapacity: true)
    for index in storage[list].indices {
      let piece = storage[list][index]
      piece.appendPieces(removing: cover, to: &storage[spare])
    }
    storage.swapAt(list, spare)
  }
}

extension CGRect {
  /// Appends what is left of this rectangle with `other` taken away: up to
  /// four rectangles, the bands above and below `other` and the pieces to
  /// its left and right between them.
  func appendPieces(removing other: CGRect, to pieces: inout [CGRect]) {
    let cut = intersection(other)
    guard !cut.isNull, cut.width > 0, cut.height > 0 else { return pieces.append(self) }
    func keep(_ piece: CGRect) { if piece.width > 0, piece.height > 0 { pieces.append(piece) } }
    keep(CGRect(x: minX, y: minY, width: width, height: cut.minY - minY))  // above
    keep(CGRect(x: minX, y: cut.maxY, width: width, height: maxY - cut.maxY))  // below
    keep(CGRect(x: minX, y: cut.minY, width: cut.minX - minX, height: cut.height))  // left
    keep(CGRect(x: cut.maxX, y: cut.minY, width: maxX - cut.maxX, height: cut.height))  // right
  }
}
