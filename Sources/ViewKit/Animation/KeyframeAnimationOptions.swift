import Foundation

extension View {
  /// How a keyframe animation runs: `UIView.KeyframeAnimationOptions`, with
  /// UIKit's raw values. The flags are those of `AnimationOptions` (bits
  /// 0-9); the calculation mode is bits 10-12.
  public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Accepted, but `animateKeyframes` does not lay out the changed views
    /// (`animate` does, for `AnimationOptions.layoutSubviews`).
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// Views being animated take touches (by default they ignore them).
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Accepted, but a keyframe animation starts from the property's model
    /// value, not from where a running animation has got to.
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Repeat for ever; the completion runs when the animation is removed.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Play forward, then back. With `.repeat`: forward, back, forward...
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Nested: use this block's own duration, not the outer block's.
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    /// Nested: do not inherit the outer block's options.
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

    /// Straight lines between the keyframes' values, at their times.
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// Each keyframe's value appears whole at its start time.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Straight lines at an even speed over the whole duration; the
    /// keyframes' times are ignored.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// A Catmull-Rom spline through the values, at the keyframes' times.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// A Catmull-Rom spline through the values, at an even pace.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

    /// The value of the calculation-mode field (0 linear ... 4 cubic paced).
    public var calculationField: UInt { (rawValue >> 10) & 0x7 }

    /// The flags, as animation options.
    var animationOptions: AnimationOptions { AnimationOptions(rawValue: rawValue & 0x3FF) }
  }
}
