import Foundation
import Testing

@testable import ViewKit

/// A cubic Bézier timing curve maps elapsed time to progress exactly as the
/// curve B(t) = 3(1-t)²t P1 + 3(1-t)t² P2 + t³ defines it, with Core
/// Animation's named curves.
@Suite struct TimingCurveTests {
  /// The named curves with the control points Apple documents for them.
  static let named: [(name: String, curve: TimingCurve, points: [Double])] = [
    ("linear", .linear, [0, 0, 1, 1]),
    ("easeIn", .easeIn, [0.42, 0, 1, 1]),
    ("easeOut", .easeOut, [0, 0, 0.58, 1]),
    ("easeInEaseOut", .easeInEaseOut, [0.42, 0, 0.58, 1]),
    ("default", .default, [0.25, 0.1, 0.25, 1]),
  ]

  /// Custom curves whose x(t) is hard to invert: steep in the middle, and
  /// flat (x'(t) = 0) at both ends.
  static let custom: [[Double]] = [[0.9, 0.0, 0.1, 1.0], [0.0, 0.9, 1.0, 0.1]]

  static func curve(_ p: [Double]) -> TimingCurve {
    TimingCurve(
      controlPoint1: CGPoint(x: p[0], y: p[1]), controlPoint2: CGPoint(x: p[2], y: p[3]))
  }

  /// One coordinate of the Bézier curve, straight from its definition.
  static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
  }

  /// The reference answer: y(t) where x(t) = x, with t found by 200 halvings.
  static func reference(_ p: [Double], at x: Double) -> Double {
    var (low, high) = (0.0, 1.0)
    for _ in 0..<200 {
      let mid = (low + high) / 2
      if bezier(mid, p[0], p[2]) < x { low = mid } else { high = mid }
    }
    return bezier((low + high) / 2, p[1], p[3])
  }

  static let samples = Array(stride(from: 0.0, through: 1.0, by: 0.05))

  @Test func namedCurvesHaveApplesControlPoints() {
    for (name, curve, p) in Self.named {
      #expect(curve.controlPoint1 == CGPoint(x: p[0], y: p[1]), "\(name)")
      #expect(curve.controlPoint2 == CGPoint(x: p[2], y: p[3]), "\(name)")
    }
  }

  @Test func startsAtZeroEndsAtOneAndClamps() {
    for (name, curve, _) in Self.named {
      #expect(curve.value(at: 0) == 0, "\(name)")
      #expect(curve.value(at: 1) == 1, "\(name)")
      #expect(curve.value(at: -0.5) == 0, "\(name)")
      #expect(curve.value(at: 2) == 1, "\(name)")
    }
  }

  @Test func linearIsTheIdentity() {
    for x in stride(from: 0.0, through: 1.0, by: 0.001) {
      #expect(abs(TimingCurve.linear.value(at: x) - x) < 1e-9, "x = \(x)")
    }
  }

  @Test func matchesTheBisectionReference() {
    let curves = Self.named.map(\.points) + Self.custom
    for p in curves {
      let curve = Self.curve(p)
      for x in Self.samples {
        let expected = Self.reference(p, at: x)
        #expect(abs(curve.value(at: x) - expected) < 1e-5, "\(p) at \(x)")
      }
    }
  }

  @Test func easeInLagsAndEaseOutLeadsAtHalfTime() {
    let easeIn = Self.reference([0.42, 0, 1, 1], at: 0.5)
    let easeOut = Self.reference([0, 0, 0.58, 1], at: 0.5)
    #expect(easeIn < 0.5 && easeOut > 0.5)
    #expect(abs(TimingCurve.easeIn.value(at: 0.5) - easeIn) < 1e-5)
    #expect(abs(TimingCurve.easeOut.value(at: 0.5) - easeOut) < 1e-5)
  }

  /// easeOut's control points are easeIn's turned half a turn about
  /// (0.5, 0.5), so each curve is the other run backwards; easeInEaseOut is
  /// its own half-turn.
  @Test func easeOutIsEaseInBackwards() {
    for x in Self.samples {
      let backwards = 1 - TimingCurve.easeIn.value(at: 1 - x)
      #expect(abs(TimingCurve.easeOut.value(at: x) - backwards) < 1e-5, "x = \(x)")
      let mirrored = 1 - TimingCurve.easeInEaseOut.value(at: 1 - x)
      #expect(abs(TimingCurve.easeInEaseOut.value(at: x) - mirrored) < 1e-5, "x = \(x)")
    }
  }

  @Test func namedCurvesNeverGoBackwards() {
    for (name, curve, _) in Self.named {
      var previous = curve.value(at: 0)
      for x in stride(from: 0.0, through: 1.0, by: 0.001) {
        let value = curve.value(at: x)
        #expect(value >= previous, "\(name) at \(x)")
        previous = value
      }
    }
  }

  /// Control x outside 0...1 would make x(t) fold back; it is clamped.
  @Test func controlXIsClampedToTheUnitInterval() {
    let curve = Self.curve([-0.5, 0.2, 1.5, 0.8])
    #expect(curve.controlPoint1 == CGPoint(x: 0, y: 0.2))
    #expect(curve.controlPoint2 == CGPoint(x: 1, y: 0.8))
    for x in Self.samples {
      let expected = Self.reference([0, 0.2, 1, 0.8], at: x)
      #expect(abs(curve.value(at: x) - expected) < 1e-5, "x = \(x)")
    }
  }
}
