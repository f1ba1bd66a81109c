import Foundation

extension View {
  /// How an animation runs: `UIView.AnimationOptions`, every option with
  /// UIKit's raw value. Flags sit in the low bits, the timing curve in bits
  /// 16-19, the transition style in bits 20-23 and the preferred frame rate
  /// in bits 24-27.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lays out the changed views when the block ends, inside the block's
    /// animation, so their subviews move with them.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Views being animated take touches (by default they ignore them).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from what is on screen, not from the model value.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat for ever; the completion runs when the animation is removed.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Play forward, then back. With `.repeat`: forward, back, forward...
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Nested: use this block's own duration, not the outer block's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// Nested: use this block's own curve, not the outer block's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Accepted. Here content drawn from a custom animatable value
    /// (`setAnimatableValue(_:forKey:)`) is always redrawn while it moves.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// `transition(from:to:...)` hides `fromView` and shows `toView`
    /// instead of removing and adding them.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// Nested: inherit neither the outer block's options nor its curve.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    /// Accepted. Frames here come at the display's rate, whatever is asked.
    public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
    /// Accepted. Frames here come at the display's rate, whatever is asked.
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    /// Accepted. Frames here come at the display's rate, whatever is asked.
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

    /// The value of the curve field (0 ease-in-out ... 3 linear).
    public var curveField: UInt { (rawValue >> 16) & 0xF }
    /// The value of the transition field (0 none, 1 flip from left, ...).
    public var transitionField: UInt { (rawValue >> 20) & 0xF }

    /// The same options with the transition field cleared.
    var withoutTransitionStyle: AnimationOptions {
      AnimationOptions(rawValue: rawValue & ~(0xF << 20))
    }
  }
}
