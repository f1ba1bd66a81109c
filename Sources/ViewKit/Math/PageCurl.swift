import Foundation
import Platform

/// The geometry of a page curl: the page is lifted from its bottom edge
/// and wrapped round a cylinder that rolls up the page and off the top.
///
/// UIKit counterpart: what `.transitionCurlUp` and `.transitionCurlDown`
/// draw. Seen from above (orthographic: the page is flat on the screen),
/// with y down the page and the cylinder's axis horizontal at height `fold`:
///
/// - A point of the page above the fold (y < fold) lies flat, untouched.
/// - A point below it, `d = y - fold` along the paper, is wrapped round the
///   cylinder by the angle θ = d / r: it is drawn at y' = fold + r sin θ,
///   at height z = r (1 - cos θ). For θ up to π/2 its front faces the
///   viewer (turning away); past π/2 its back does, and it lies above the
///   front part, hiding it.
/// - Past θ = π the paper leaves the cylinder flat, back up, at z = 2r,
///   running back up over the page: y' = fold - (d - πr).
///
/// The fold rolls from the bottom edge (progress 0) to πr above the top
/// (progress 1), where all of the page, its wrap and its flap, is gone.
struct PageCurl {
  let size: CGSize
  /// The cylinder's radius: a sixth of the page's height.
  let radius: Double
  /// The cylinder's axis, as a height on the page.
  let fold: Double

  init(size: CGSize, progress: Double) {
    self.size = size
    radius = size.height / 6
    fold = size.height - progress * (size.height + Double.pi * radius)
  }

  /// Where the paper at height `y` is drawn, and which side faces up.
  func place(_ y: Double) -> (y: Double, showsBack: Bool) {
    let d = y - fold
    guard d > 0 else { return (y, false) }
    let angle = d / radius
    if angle <= Double.pi { return (fold + radius * sin(angle), angle > Double.pi / 2) }
    return (fold - (d - Double.pi * radius), true)
  }

  /// How much light a wrapped point gets, by how its surface tilts: the
  /// z part of its normal, which is |cos θ| on the cylinder, 1 flat.
  func light(_ y: Double) -> Double {
    let d = y - fold
    guard d > 0, d < Double.pi * radius else { return 1 }
    return abs(cos(d / radius))
  }

  /// The lowest point the lifted paper reaches: where the uncovered new
  /// page begins.
  var lowestLiftedPoint: Double {
    let d = size.height - fold
    guard d > 0 else { return size.height }
    return fold + radius * sin(min(d / radius, Double.pi / 2))
  }

  /// Strips of the page from source height `from` to `to`, each placed by
  /// `place`; `color` gives each row's vertex color. Texture v is y / height.
  func strips(from: Double, to: Double, color: (Double) -> Color) -> Mesh {
    var mesh = Mesh()
    guard to > from else { return mesh }
    // Flat paper is one strip; where it bends, about 2 points a strip.
    let flat = to <= fold
    let count = flat ? 1 : max(1, Int(((to - from) / 2).rounded(.up)))
    var previous: (Int32, Int32)?
    for i in 0...count {
      let y = from + (to - from) * Double(i) / Double(count)
      let placed = place(y).y
      let v = y / size.height
      let c = color(y)
      let left = mesh.add(
        Vertex(position: CGPoint(x: 0, y: placed), color: c, texCoord: CGPoint(x: 0, y: v)))
      let right = mesh.add(
        Vertex(
          position: CGPoint(x: size.width, y: placed), color: c, texCoord: CGPoint(x: 1, y: v)))
      if let (l, r) = previous { mesh.addQuad(l, r, right, left) }
      previous = (left, right)
    }
    return mesh
  }
}
