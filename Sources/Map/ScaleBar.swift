import Foundation
import Geo

/// The scale bar's length and caption for a map scale.
///
/// MapKit counterpart: `MKScaleView`. The bar shows the longest round
/// distance (1, 2 or 5 times a power of ten) that fits in `maxLength` points.
struct ScaleBar: Equatable {
  let length: Double
  let caption: String

  init(metersPerPoint: Double, maxLength: Double) {
    let target = metersPerPoint * maxLength
    let power = pow(10, (log10(target)).rounded(.down))
    let meters = [5.0, 2, 1].map { $0 * power }.first { $0 <= target } ?? power
    length = meters / metersPerPoint
    caption = meters >= 1000 ? "\(Self.format(meters / 1000)) km" : "\(Self.format(meters)) m"
  }

  private static func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
