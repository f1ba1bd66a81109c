import Foundation

/// A show segue: the source's `show(_:sender:)` shows the destination, so
/// a controller on a navigation controller's stack pushes it, and one on
/// none presents it.
///
/// UIKit counterpart: Interface Builder's "Show (e.g. Push)" segue
/// (`UIStoryboardShowSegue`), which animates always; ViewKit's takes no
/// "animated" attribute either.
@MainActor
final class ShowSegue: StoryboardSegue {
  override func perform() {
    source.show(destination, sender: source)
  }
}
