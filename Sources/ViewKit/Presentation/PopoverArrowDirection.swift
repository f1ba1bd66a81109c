import Foundation

/// The sides a popover's arrow may point from, as a set: UIKit's
/// `UIPopoverArrowDirection`, with UIKit's raw values.
///
/// The direction names where the arrow points, not where the popover is:
/// `.up` is an arrow on the card's top edge pointing up at a source above
/// it, so the card sits below the source. `.unknown` (all bits set) is
/// what `PopoverPresentationController.arrowDirection` reads while no
/// popover is on screen; it is never a permitted direction.
public struct PopoverArrowDirection: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The arrow on the top edge, pointing up: the card is below the source.
  public static let up = PopoverArrowDirection(rawValue: 1 << 0)
  /// The arrow on the bottom edge, pointing down: the card is above the source.
  public static let down = PopoverArrowDirection(rawValue: 1 << 1)
  /// The arrow on the left edge, pointing left: the card is right of the source.
  public static let left = PopoverArrowDirection(rawValue: 1 << 2)
  /// The arrow on the right edge, pointing right: the card is left of the source.
  public static let right = PopoverArrowDirection(rawValue: 1 << 3)
  /// Any of the four: the default of `permittedArrowDirections`.
  public static let any: PopoverArrowDirection = [.up, .down, .left, .right]
  /// No arrow known: before presentation, after dismissal, and while the
  /// popover is adapted to another style.
  public static let unknown = PopoverArrowDirection(rawValue: .max)
}
