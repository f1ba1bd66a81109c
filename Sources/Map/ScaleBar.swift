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
    let exponent = (log10(target)).rounded(.down)
    let power = pow(10, exponent)
    // The largest of 5, 2 and 1 times the power that fits (1 if none does).
    let step = Self.steps.firstIndex { $0 * power <= target } ?? Self.steps.count - 1
    let meters = Self.steps[step] * power
    length = meters / metersPerPoint
    // Made once for every bar of 1 m to 50,000 km (a frame draws one, and
    // would otherwise format its caption again).
    if exponent >= 0, exponent <= Self.largestPower {
      caption = Self.allCaptions[Int(exponent) * Self.steps.count + (Self.steps.count - 1 - step)]
    } else {
      caption = Self.caption(meters: meters)
    }
  }

  /// The multiples of a power of ten a bar can be, largest first.
  private static let steps = [5.0, 2, 1]
  /// The largest power of ten of `allCaptions` (10,000 km).
  private static let largestPower = 7.0

  static func caption(meters: Double) -> String {
    meters >= 1000 ? "\(Self.format(meters / 1000)) km" : "\(Self.format(meters)) m"
  }

  /// Every caption a bar can have, 1 m to 50,000 km: 1, 2 and 5 times the
  /// powers of ten. The map has them drawn ahead of time.
  static let allCaptions: [String] = (0...Int(largestPower)).flatMap { power in
    steps.reversed().map { caption(meters: $0 * pow(10, Double(power))) }
  }

  private static func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
