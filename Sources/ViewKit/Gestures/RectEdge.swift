import Foundation

/// Edges of a rectangle, as `UIRectEdge` (UIKit's raw values).
public struct RectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The top edge (raw value 1).
  public static let top = RectEdge(rawValue: 1 << 0)
  /// The left edge (raw value 2).
  public static let left = RectEdge(rawValue: 1 << 1)
  /// The bottom edge (raw value 4).
  public static let bottom = RectEdge(rawValue: 1 << 2)
  /// The right edge (raw value 8).
  public static let right = RectEdge(rawValue: 1 << 3)
  /// All four edges.
  public static let all: RectEdge = [.top, .left, .bottom, .right]
}
