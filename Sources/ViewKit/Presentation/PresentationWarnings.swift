import Foundation

/// The presentation mistakes UIKit logs and ignores, one line each on
/// `HierarchyWarnings.output` (stderr unless a test captures it), in
/// UIKit's words: presenting from a controller that already presents, or
/// whose view is not in a window, presenting a controller that is already
/// presented, and presenting from one presented with a partial curl.
///
/// UIKit counterpart: the console messages of `present(_:animated:completion:)`.
@MainActor
enum PresentationWarnings {
  static func warn(_ message: String) {
    HierarchyWarnings.output("Warning: \(message)")
  }
}
