import Foundation

/// Distances inward from each edge of a rectangle, in points: UIKit's
/// `UIEdgeInsets`, with the same four fields. Deliberate difference: no
/// left-to-right variant (`NSDirectionalEdgeInsets`); ViewKit lays out
/// left to right only.
public struct EdgeInsets: Equatable, Sendable {
  /// From the top edge down.
  public var top: Double
  /// From the left edge rightward.
  public var left: Double
  /// From the bottom edge up.
  public var bottom: Double
  /// From the right edge leftward.
  public var right: Double

  /// Insets of the four given lengths. UIKit counterpart:
  /// `UIEdgeInsets(top:left:bottom:right:)`.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Every edge inset by `length`.
  public init(all length: Double) {
    self.init(top: length, left: length, bottom: length, right: length)
  }

  /// No inset: UIKit's `UIEdgeInsets.zero`.
  public static let zero = EdgeInsets(all: 0)
}

extension CGRect {
  /// The rectangle shrunk by `insets`, as UIKit's `inset(by:)`; negative
  /// insets grow it. Where the insets exceed the size, the width or height
  /// is 0 at the middle of what remains, never negative.
  public func inset(by insets: EdgeInsets) -> CGRect {
    let width = size.width - insets.left - insets.right
    let height = size.height - insets.top - insets.bottom
    return CGRect(
      x: minX + insets.left + min(width, 0) / 2, y: minY + insets.top + min(height, 0) / 2,
      width: max(width, 0), height: max(height, 0))
  }
}
