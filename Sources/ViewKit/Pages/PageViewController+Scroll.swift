import Foundation

/// The scroll style past its first or last page: the page follows the
/// finger with growing resistance (a rubber band), and let go it springs
/// back.
///
/// The resistance is `UIScrollView`'s, as it is commonly measured: a drag
/// of `x` points past the end moves the page `(1 - 1 / (x c / d + 1)) d`,
/// `d` the page's length and `c = rubberBandConstant` (0.55): about 0.55 x
/// at first, never as far as `d`. The spring back is ViewKit's critically
/// damped spring (`View.animate(withDuration:delay:usingSpringWithDamping:...)`)
/// over `scrollSettleDuration`.
extension PageViewController {
  /// The rubber band's constant, `c` above.
  public static let rubberBandConstant = 0.55

  /// How far the page moves for a drag of `overshoot` points past the end,
  /// along a page `length` points long.
  public static func rubberBand(_ overshoot: Double, length: Double) -> Double {
    guard length > 0 else { return 0 }
    let magnitude = (1 - 1 / (abs(overshoot) * rubberBandConstant / length + 1)) * length
    return overshoot < 0 ? -magnitude : magnitude
  }

  /// Pulls the lone page by a drag of `translation` points, resisted.
  func pull(to translation: Double) {
    pull = -Self.rubberBand(translation, length: pageStride)
    layOutPages()
  }

  /// Lets the pull go: the page springs back to rest, then a set queued
  /// meanwhile is carried out.
  func releasePull(velocity: Double) {
    isPulling = false
    let distance = max(abs(pull), 1)
    let speed = abs(velocity) / distance
    pull = 0
    View.animate(
      withDuration: Self.scrollSettleDuration, delay: 0, usingSpringWithDamping: 1,
      initialSpringVelocity: speed, animations: { self.layOutPages() },
      completion: { [weak self] _ in self?.applyQueuedSet() })
  }
}
