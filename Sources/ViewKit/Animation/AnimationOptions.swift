import Foundation

extension View {
  /// How an animation runs: `UIView.AnimationOptions`, every option with
  /// UIKit's raw value. Flags sit in the low bits, the timing curve in bits
  /// 16-19, the transition style in bits 20-23 and the preferred frame rate
  /// in bits 24-27.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The bits of the flags, 0-9; the other options are numbers in fields
    /// of four bits: the curve, the transition style, the frame rate.
    static let flagBits = AnimationOptions(rawValue: (1 << 10) - 1)
    static let curveBits = AnimationOptions(rawValue: 0xF << 16)
    static let transitionBits = AnimationOptions(rawValue: 0xF << 20)
    static let frameRateBits = AnimationOptions(rawValue: 0xF << 24)

    /// The option whose `field` holds `value`.
    private init(_ value: UInt, in field: AnimationOptions) {
      rawValue = value << field.rawValue.trailingZeroBitCount
    }

    /// The number in `field`.
    private func value(in field: AnimationOptions) -> UInt {
      intersection(field).rawValue >> field.rawValue.trailingZeroBitCount
    }

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

    /// Slow at the start and at the end (`TimingCurve.easeInEaseOut`). Its
    /// raw value is 0, as in UIKit, so options that name no curve get this one.
    public static let curveEaseInOut = AnimationOptions(0, in: curveBits)
    /// Slow at the start, then faster to the end (`TimingCurve.easeIn`).
    public static let curveEaseIn = AnimationOptions(1, in: curveBits)
    /// Fast at the start, slowing to the end (`TimingCurve.easeOut`).
    public static let curveEaseOut = AnimationOptions(2, in: curveBits)
    /// The same speed throughout (`TimingCurve.linear`).
    public static let curveLinear = AnimationOptions(3, in: curveBits)

    /// The container turns over about its vertical axis, its left edge
    /// coming toward the viewer: the old content on the front, the new behind.
    public static let transitionFlipFromLeft = AnimationOptions(1, in: transitionBits)
    /// The container turns over about its vertical axis, its right edge
    /// coming toward the viewer.
    public static let transitionFlipFromRight = AnimationOptions(2, in: transitionBits)
    /// The old content lifts from its bottom edge and rolls up off the top,
    /// like a page, uncovering the new content beneath.
    public static let transitionCurlUp = AnimationOptions(3, in: transitionBits)
    /// The new content unrolls down over the old, like a page: curl up
    /// played backwards.
    public static let transitionCurlDown = AnimationOptions(4, in: transitionBits)
    /// The new content fades in over the old.
    public static let transitionCrossDissolve = AnimationOptions(5, in: transitionBits)
    /// The container turns over about its horizontal axis, its top edge
    /// coming toward the viewer.
    public static let transitionFlipFromTop = AnimationOptions(6, in: transitionBits)
    /// The container turns over about its horizontal axis, its bottom edge
    /// coming toward the viewer.
    public static let transitionFlipFromBottom = AnimationOptions(7, in: transitionBits)

    /// Accepted. Frames here come at the display's rate, whatever is asked.
    public static let preferredFramesPerSecondDefault = AnimationOptions(0, in: frameRateBits)
    /// Accepted. Frames here come at the display's rate, whatever is asked.
    public static let preferredFramesPerSecond60 = AnimationOptions(3, in: frameRateBits)
    /// Accepted. Frames here come at the display's rate, whatever is asked.
    public static let preferredFramesPerSecond30 = AnimationOptions(7, in: frameRateBits)

    /// The value of the curve field (0 ease-in-out ... 3 linear).
    public var curveField: UInt { value(in: Self.curveBits) }

    /// The same options with the transition field cleared.
    var withoutTransitionStyle: AnimationOptions { subtracting(Self.transitionBits) }
    /// The transition style alone (`transitionFlipFromLeft`, ...; empty for none).
    var transitionStyle: AnimationOptions { intersection(Self.transitionBits) }
  }
}
