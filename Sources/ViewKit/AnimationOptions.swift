import Foundation

extension View {
  /// How an animation runs, as `UIView.AnimationOptions`, with UIKit's bit
  /// layout: flags in the low bits, the timing curve in bits 16-19 and the
  /// transition style in bits 20-23.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Views being animated take touches (by default they ignore them).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from what is on screen, not from the model value.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)

    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    /// Slides, this project's own values of the transition field (UIKit
    /// leaves 8-11 unused): the new content pushes the old out, coming in
    /// from the named edge.
    public static let transitionSlideFromLeft = AnimationOptions(rawValue: 8 << 20)
    public static let transitionSlideFromRight = AnimationOptions(rawValue: 9 << 20)
    public static let transitionSlideFromTop = AnimationOptions(rawValue: 10 << 20)
    public static let transitionSlideFromBottom = AnimationOptions(rawValue: 11 << 20)

    /// The value of the curve field (0 ease-in-out ... 3 linear).
    public var curveField: UInt { (rawValue >> 16) & 0xF }
    /// The value of the transition field (0 none, 1 flip from left, ...).
    public var transitionField: UInt { (rawValue >> 20) & 0xF }
  }
}
