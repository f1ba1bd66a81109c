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
    caption = Self.caption(meters: meters)
  }

  static func caption(meters: Double) -> String {
    meters >= 1000 ? "\(Self.format(meters / 1000)) km" : "\(Self.format(meters)) m"
  }

  /// Every caption a bar can have, 1 m to 50,000 km: 1, 2 and 5 times the
  /// powers of ten. The map has them drawn ahead of time.
  static let allCaptions: [String] = (0...7).flatMap { power in
    [1.0, 2, 5].map { caption(meters: $0 * pow(10, Double(power))) }
  }

  private static func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
