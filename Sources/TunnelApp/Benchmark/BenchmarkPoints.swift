import Foundation
import Geo

/// The benchmarks' questions: points spread evenly over the sphere from a
/// fixed-seed xorshift generator, so every run (and every other geocoder
/// given the same file) answers the same ones.
public enum BenchmarkPoints {
  public static func uniform(_ count: Int) -> [Coordinate] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Double {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return Double(state >> 11) / Double(1 << 53)
    }
    return (0..<count).map { _ in
      // Uniform on the sphere: latitude from the arcsine of a uniform number.
      let latitude = asin(2 * next() - 1) * 180 / .pi
      let longitude = next() * 360 - 180
      return Coordinate(validLatitude: latitude, normalizingLongitude: longitude)
    }
  }
}
