import Foundation

/// The closed-form motion of a damped spring, as the progress of an
/// animation: it starts at 0 with a velocity and comes to rest at 1.
///
/// With y = x - 1 the distance still to go, the spring obeys
/// y'' + 2ζω y' + ω² y = 0, with y(0) = -1 and y'(0) = v0, where
/// ω = √(k/m) is the natural angular frequency and ζ = c / (2√(km)) the
/// damping ratio (m mass, k stiffness, c damping). The solution is exact:
///
/// - under-damped (ζ < 1): y = e^(-ζωt) (A cos ωd t + B sin ωd t), with
///   ωd = ω√(1-ζ²), A = -1, B = (v0 + ζω A) / ωd;
/// - critically damped (ζ = 1): y = (A + B t) e^(-ωt), A = -1, B = v0 + ω A;
/// - over-damped (ζ > 1): y = C1 e^(r1 t) + C2 e^(r2 t), with the roots
///   r = -ω(ζ ∓ √(ζ²-1)), C2 = (v0 + r1) / (r2 - r1), C1 = -1 - C2.
///
/// UIKit counterpart: the spring behind `UISpringTimingParameters` and
/// `CASpringAnimation`, whose equations Apple does not publish; this is the
/// textbook oscillator they describe.
struct DampedOscillator: Equatable {
  let omega: Double
  let dampingRatio: Double
  /// The initial velocity, in distances per second.
  let initialVelocity: Double

  /// How close to rest counts as settled: 0.1% of the distance.
  static let restTolerance = 0.001

  init(omega: Double, dampingRatio: Double, initialVelocity: Double) {
    precondition(omega > 0 && omega.isFinite, "a spring needs a positive, finite frequency")
    precondition(dampingRatio >= 0, "a spring's damping ratio cannot be negative")
    self.omega = omega
    self.dampingRatio = dampingRatio
    self.initialVelocity = initialVelocity
  }

  init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
    precondition(mass > 0, "a spring's mass must be greater than 0")
    precondition(stiffness > 0, "a spring's stiffness must be greater than 0")
    self.init(
      omega: (stiffness / mass).squareRoot(),
      dampingRatio: damping / (2 * (stiffness * mass).squareRoot()),
      initialVelocity: initialVelocity)
  }

  private enum Regime { case under, critical, over }
  private var regime: Regime {
    if abs(dampingRatio - 1) < 1e-9 { return .critical }
    return dampingRatio < 1 ? .under : .over
  }

  /// The progress at time `t` seconds: 0 at t = 0, tending to 1.
  func position(at t: Double) -> Double {
    1 + displacement(at: t)
  }

  /// y(t), the signed distance still to go (negative while short of the end).
  func displacement(at t: Double) -> Double {
    let (z, w, v0) = (dampingRatio, omega, initialVelocity)
    switch regime {
    case .under:
      let wd = w * (1 - z * z).squareRoot()
      let b = (v0 - z * w) / wd
      return exp(-z * w * t) * (-cos(wd * t) + b * sin(wd * t))
    case .critical:
      return (-1 + (v0 - w) * t) * exp(-w * t)
    case .over:
      let root = (z * z - 1).squareRoot()
      let (r1, r2) = (-w * (z - root), -w * (z + root))
      let c2 = (v0 + r1) / (r2 - r1)
      return (-1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
    }
  }

  /// A bound on |y(t)| that only falls after its peak: the envelope of the
  /// oscillation, or the sum of the exponential terms' sizes.
  private func envelope(at t: Double) -> Double {
    let (z, w, v0) = (dampingRatio, omega, initialVelocity)
    switch regime {
    case .under:
      let wd = w * (1 - z * z).squareRoot()
      let b = (v0 - z * w) / wd
      return (1 + b * b).squareRoot() * exp(-z * w * t)
    case .critical:
      return (1 + abs(v0 - w) * t) * exp(-w * t)
    case .over:
      let root = (z * z - 1).squareRoot()
      let (r1, r2) = (-w * (z - root), -w * (z + root))
      let c2 = (v0 + r1) / (r2 - r1)
      return abs(-1 - c2) * exp(r1 * t) + abs(c2) * exp(r2 * t)
    }
  }

  /// The time after which the spring stays within `restTolerance` of rest,
  /// as `CASpringAnimation.settlingDuration` estimates it: where the
  /// envelope falls below the tolerance, found by bisection. An undamped
  /// spring never settles; it is given 20 seconds.
  var settlingTime: Double {
    guard dampingRatio > 0 else { return 20 }
    var high = 1 / omega
    while envelope(at: high) > Self.restTolerance && high < 1e6 { high *= 2 }
    var low = 0.0
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if envelope(at: mid) > Self.restTolerance { low = mid } else { high = mid }
    }
    return high
  }
}
