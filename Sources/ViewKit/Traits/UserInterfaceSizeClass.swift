import Foundation

/// How much room there is along one axis: compact or regular.
///
/// UIKit counterpart: `UIUserInterfaceSizeClass`, with its raw values
/// (`unspecified` 0, `compact` 1, `regular` 2). UIKit gives a device and a
/// multitasking arrangement their classes; ViewKit derives them from the
/// window's size (`TraitCollection.init(windowSize:displayScale:)`).
public enum UserInterfaceSizeClass: Int, Sendable, CustomStringConvertible {
  case unspecified = 0
  case compact = 1
  case regular = 2

  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .compact: "compact"
    case .regular: "regular"
    }
  }
}
