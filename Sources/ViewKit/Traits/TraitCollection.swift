import Foundation

/// The environment a controller or view lays itself out for: the size
/// classes of its window and the scale it is drawn at.
///
/// UIKit counterpart: `UITraitCollection`, with `horizontalSizeClass`,
/// `verticalSizeClass` and `displayScale` (each unspecified by default:
/// `.unspecified`, and 0 for the scale), `init(traitsFrom:)` and
/// `containsTraits(in:)`. Deliberate differences: a value type, so two
/// collections with the same traits are equal; no other traits (idiom,
/// style, layout direction); and the window's classes come from its size,
/// at the thresholds below, where UIKit assigns them per device.
public struct TraitCollection: Equatable, Sendable, CustomStringConvertible {
  /// The room across, `.unspecified` by default. A window's is regular
  /// from `regularWidth` points wide, else compact.
  public var horizontalSizeClass: UserInterfaceSizeClass = .unspecified
  /// The room from top to bottom, `.unspecified` by default. A window's is
  /// regular from `regularHeight` points tall, else compact.
  public var verticalSizeClass: UserInterfaceSizeClass = .unspecified
  /// Pixels per point; 0 is unspecified.
  public var displayScale: Double = 0

  /// Every trait unspecified.
  public init() {}

  /// Only a horizontal size class, every other trait unspecified: a part
  /// to merge with `init(traitsFrom:)` or to override a child's traits with.
  /// UIKit counterpart: `init(horizontalSizeClass:)`.
  public init(horizontalSizeClass: UserInterfaceSizeClass) {
    self.horizontalSizeClass = horizontalSizeClass
  }

  /// Only a vertical size class, every other trait unspecified. UIKit
  /// counterpart: `init(verticalSizeClass:)`.
  public init(verticalSizeClass: UserInterfaceSizeClass) {
    self.verticalSizeClass = verticalSizeClass
  }

  /// Only a display scale, in pixels per point, every other trait
  /// unspecified. UIKit counterpart: `init(displayScale:)`.
  public init(displayScale: Double) {
    self.displayScale = displayScale
  }

  /// The traits of `collections` merged: for each trait, the value of the
  /// last collection that specifies it (the highest index wins).
  public init(traitsFrom collections: [TraitCollection]) {
    for collection in collections {
      if collection.horizontalSizeClass != .unspecified {
        horizontalSizeClass = collection.horizontalSizeClass
      }
      if collection.verticalSizeClass != .unspecified {
        verticalSizeClass = collection.verticalSizeClass
      }
      if collection.displayScale != 0 { displayScale = collection.displayScale }
    }
  }

  /// True if every trait `other` specifies has the same value here. Nil,
  /// like a collection that specifies nothing, is contained in any.
  public func containsTraits(in other: TraitCollection?) -> Bool {
    guard let other else { return true }
    return
      (other.horizontalSizeClass == .unspecified
      || other.horizontalSizeClass == horizontalSizeClass)
      && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
      && (other.displayScale == 0 || other.displayScale == displayScale)
  }

  public var description: String {
    "(w: \(horizontalSizeClass), h: \(verticalSizeClass), scale: \(String(format: "%g", displayScale)))"
  }
}

// MARK: A window's traits, from its size

extension TraitCollection {
  /// The narrowest window, in points, whose horizontal size class is
  /// regular. Apple documents no width: phones, iPads and split views get
  /// their classes by device. 1024 is the width of the classic iPad in
  /// landscape, the plainest regular-width screen; below it a desktop
  /// window, down to the 900-point default of the app, stays compact.
  public static let regularWidth = 1024.0
  /// The shortest window, in points, whose vertical size class is regular:
  /// between the tallest compact height Apple ships (a large iPhone on its
  /// side, 430 points) and the shortest regular one (an iPad mini on its
  /// side, 744 points).
  public static let regularHeight = 600.0

  /// The traits of a window of `size` points drawn at `displayScale`.
  public init(windowSize size: CGSize, displayScale: Double) {
    horizontalSizeClass = size.width >= Self.regularWidth ? .regular : .compact
    verticalSizeClass = size.height >= Self.regularHeight ? .regular : .compact
    self.displayScale = displayScale
  }
}
