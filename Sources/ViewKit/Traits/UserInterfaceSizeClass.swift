import Foundation

/// How much room there is along one axis: compact or regular.
///
/// UIKit counterpart: `UIUserInterfaceSizeClass`, with its raw values
/// (`unspecified` 0, `compact` 1, `regular` 2). UIKit gives a device and a
/// multitasking arrangement their classes; ViewKit derives them from the
/// window's size (`TraitCollection.init(windowSize:displayScale:)`).
public enum UserInterfaceSizeClass: Int, Sendable, CustomStringConvertible {
  /// No class: a trait collection's default, which merging and
  /// `TraitCollection.containsTraits(in:)` treat as unset.
  case unspecified = 0
  /// Little room: a window narrower than `TraitCollection.regularWidth`
  /// points, or (vertically) shorter than `TraitCollection.regularHeight`.
  case compact = 1
  /// Ample room: a window at least `TraitCollection.regularWidth` points
  /// wide, or (vertically) `TraitCollection.regularHeight` points tall.
  case regular = 2

  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .compact: "compact"
    case .regular: "regular"
    }
  }
}
