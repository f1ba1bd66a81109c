import Foundation
import Platform

/// The geometry of a page turned by hand: the page is lifted at a grabbed
/// corner (or edge) and wrapped round a cylinder whose axis, the fold,
/// lies at any angle across the page, perpendicular to the drag.
///
/// UIKit counterpart: what `UIPageViewController`'s page curl draws.
/// `PageCurl` is the special case of a fold parallel to the bottom edge.
///
/// The method, seen from above (orthographic: the page lies flat in the
/// screen's plane), in page points:
///
/// - `grab` is the point lifted first (a corner, or the middle of an
///   edge), and `toward` the unit vector of the drag, pointing from it
///   into the page.
/// - The fold is the line of points whose distance from `grab`, measured
///   along `toward`, is `reach`. A point `p` is `d = reach - (p - grab)·toward`
///   past the fold; with `d <= 0` it lies flat, untouched.
/// - With `d > 0` it is wrapped by θ = d / r: it moves back along `toward`
///   to `r sin θ` past the fold, at height `r (1 - cos θ)`. Past θ = π/2 its
///   back faces the viewer.
/// - Past θ = π it leaves the cylinder flat, back up, at height 2r, lying
///   `d - πr` before the fold, over the page.
///
/// Height grows with `d`, so drawing triangles in order of `d` paints them
/// back to front. `reach` runs from 0 (nothing lifted) at progress 0 to
/// the farthest corner's distance plus πr at progress 1 (all of the page
/// gone over the fold, rolled off beyond it).
///
/// Held at the spine (`heldAtSpine`, the mid spine's sheet, which must
/// land on the other half): `reach` runs only to the farthest corner's
/// distance, the spine, and the radius shrinks to nothing as progress
/// goes to 1, so the sheet ends flat, back up, mirrored about the spine.
struct PageTurnCurl {
  /// The cylinder's radius as a share of the page's shorter side.
  static let radiusShare = 1.0 / 8
  let size: CGSize
  let grab: CGPoint
  /// The unit drag direction, from `grab` into the page.
  let toward: CGPoint
  let radius: Double
  /// How far past `grab`, along `toward`, the fold lies.
  let reach: Double

  init(size: CGSize, grab: CGPoint, toward: CGPoint, progress: Double, heldAtSpine: Bool = false) {
    self.size = size
    self.grab = grab
    let length = max((toward.x * toward.x + toward.y * toward.y).squareRoot(), 1e-9)
    self.toward = CGPoint(x: toward.x / length, y: toward.y / length)
    let progress = min(max(progress, 0), 1)
    let fullRadius = min(size.width, size.height) * Self.radiusShare
    radius = heldAtSpine ? max(fullRadius * (1 - progress), 1e-6) : fullRadius
    let corners = [
      CGPoint(x: 0, y: 0), CGPoint(x: size.width, y: 0), CGPoint(x: 0, y: size.height),
      CGPoint(x: size.width, y: size.height),
    ]
    let unit = self.toward
    let farthest = corners.map { ($0.x - grab.x) * unit.x + ($0.y - grab.y) * unit.y }.max() ?? 0
    reach = progress * (heldAtSpine ? farthest : farthest + Double.pi * radius)
  }

  /// How far `point` is past the fold (positive: lifted).
  func depth(_ point: CGPoint) -> Double {
    reach - ((point.x - grab.x) * toward.x + (point.y - grab.y) * toward.y)
  }

  /// Where the paper at `point` is drawn, and whether its back faces up.
  func place(_ point: CGPoint) -> (point: CGPoint, showsBack: Bool) {
    let d = depth(point)
    guard d > 0 else { return (point, false) }
    let angle = d / radius
    // The distance the paper moves back along `toward`: from d past the
    // fold to r sin θ past it, or (past π) to d - πr before it.
    let shift = angle <= Double.pi ? d - radius * sin(angle) : 2 * d - Double.pi * radius
    let moved = CGPoint(x: point.x + toward.x * shift, y: point.y + toward.y * shift)
    return (moved, angle > Double.pi / 2)
  }

  /// How much light the paper at `point` gets by how its surface tilts:
  /// |cos θ| on the cylinder, 1 flat (before the fold or past the wrap).
  func light(_ point: CGPoint) -> Double {
    let d = depth(point)
    guard d > 0, d < Double.pi * radius else { return 1 }
    return abs(cos(d / radius))
  }

  /// How far past the fold the lifted paper reaches at most, seen from
  /// above: where the uncovered page beneath begins (0 with nothing lifted).
  var liftedExtent: Double {
    let corners = [
      CGPoint(x: 0, y: 0), CGPoint(x: size.width, y: 0), CGPoint(x: 0, y: size.height),
      CGPoint(x: size.width, y: size.height),
    ]
    let deepest = corners.map(depth).max() ?? 0
    guard deepest > 0 else { return 0 }
    return radius * sin(min(deepest / radius, Double.pi / 2))
  }

  /// A point `distance` past the fold (toward `grab`), on the line through
  /// `grab`: the shade beneath is laid out from these.
  func pointPastFold(_ distance: Double) -> CGPoint {
    let along = reach - distance
    return CGPoint(x: grab.x + toward.x * along, y: grab.y + toward.y * along)
  }
}
