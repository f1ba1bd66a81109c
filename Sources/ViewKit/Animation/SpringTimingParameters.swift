import Foundation

/// Spring timing for a property animator: the animated value is pulled to
/// its end by a damped spring (`DampedOscillator`), overshooting and
/// settling when the damping ratio is under 1.
///
/// UIKit counterpart: `UISpringTimingParameters`. Deliberate difference:
/// the initial velocity is one number, a fraction of the whole distance
/// per second (UIKit's `initialVelocity.dx`); UIKit's vector also gives
/// position animations a separate y velocity.
///
/// How a duration and a damping ratio become a spring. Apple documents the
/// duration of `init(duration:dampingRatio:animations:)` and of
/// `animate(withDuration:delay:usingSpringWithDamping:...)` as the total
/// duration of the animation, and the damping ratio as ζ, but not the
/// stiffness it picks. ViewKit picks the stiffness at which the spring,
/// with its initial velocity, settles (stays within 0.1% of the distance)
/// exactly when the duration ends: ω = √k (mass 1) solves
/// T(ζ, v0/ω) / ω = duration, where T is the settling time of the spring
/// with ω = 1 (solved by iterating from v0 = 0). For iOS 17's
/// `init(duration:bounce:)`, Apple's mapping is published (WWDC 2023,
/// "Animate with springs"): mass 1, stiffness (2π / duration)², damping
/// 4π (1 - bounce) / duration, so ζ = 1 - bounce; that spring, like one
/// given as mass, stiffness and damping, keeps its own settling time and
/// the animator's duration is not used.
public struct SpringTimingParameters: TimingCurveProvider, Equatable {
  /// ζ: 1 settles without overshoot, under 1 oscillates, over 1 creeps.
  public let dampingRatio: Double
  /// A fraction of the distance per second: 1 covers it in one second.
  public let initialVelocity: Double
  /// Set for the physical form; nil when the spring fits the animator's duration.
  public let mass: Double?
  /// The spring constant k: the pull toward the end per unit of distance
  /// from it. Set for the physical form; nil when the spring fits the
  /// animator's duration.
  public let stiffness: Double?
  /// The damping coefficient c: the drag per unit of velocity. Set for the
  /// physical form; nil when the spring fits the animator's duration.
  public let damping: Double?

  /// UIKit's default: a damping ratio of 4.56 (as Apple's page for
  /// `init()` says) and no initial velocity.
  public init() {
    self.init(dampingRatio: 4.56)
  }

  /// A spring that settles over the animator's duration.
  public init(dampingRatio: Double, initialVelocity: Double = 0) {
    precondition(dampingRatio >= 0, "a spring's damping ratio cannot be negative")
    self.dampingRatio = dampingRatio
    self.initialVelocity = initialVelocity
    (mass, stiffness, damping) = (nil, nil, nil)
  }

  /// The physical spring; the animation lasts until it settles.
  public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
    precondition(mass > 0, "a spring's mass must be greater than 0")
    precondition(stiffness > 0, "a spring's stiffness must be greater than 0")
    precondition(damping >= 0, "a spring's damping cannot be negative")
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
    dampingRatio = damping / (2 * (stiffness * mass).squareRoot())
  }

  /// iOS 17's perceptual spring (see above): bounce 0 is critically
  /// damped, toward 1 bouncier, below 0 over-damped.
  public init(duration: Double, bounce: Double, initialVelocity: Double = 0) {
    precondition(duration > 0, "a spring's duration must be greater than 0")
    let stiffness = pow(2 * Double.pi / duration, 2)
    let damping = 4 * Double.pi * (1 - bounce) / duration
    self.init(mass: 1, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
  }

  /// True for the physical forms, whose duration is their own.
  var usesOwnDuration: Bool { mass != nil }

  /// The oscillator for an animation of `duration` seconds.
  func oscillator(forDuration duration: Double) -> DampedOscillator {
    if let mass, let stiffness, let damping {
      return DampedOscillator(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }
    return Self.fitted(dampingRatio: dampingRatio, velocity: initialVelocity, duration: duration)
  }

  /// The spring with ratio ζ and velocity v0 that settles in `duration`
  /// (see the type's comment). Ratios under 0.01 are fitted as 0.01: an
  /// undamped spring never settles.
  static func fitted(dampingRatio: Double, velocity: Double, duration: Double)
    -> DampedOscillator
  {
    let zeta = max(dampingRatio, 0.01)
    guard duration > 0 else {
      return DampedOscillator(omega: 1, dampingRatio: dampingRatio, initialVelocity: velocity)
    }
    var omega = 1.0
    for _ in 0..<20 {
      let unit = DampedOscillator(omega: 1, dampingRatio: zeta, initialVelocity: velocity / omega)
      let next = unit.settlingTime / duration
      if abs(next - omega) < 1e-9 * omega { break }
      omega = next
    }
    return DampedOscillator(omega: omega, dampingRatio: dampingRatio, initialVelocity: velocity)
  }

  /// Always `.spring`.
  public var timingCurveType: TimingCurveType { .spring }
  /// Always nil: a spring has no cubic curve.
  public var cubicTimingParameters: CubicTimingParameters? { nil }
  /// These parameters themselves.
  public var springTimingParameters: SpringTimingParameters? { self }
}
