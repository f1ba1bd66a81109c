import Foundation

/// What the mouse and the fingers do, a line each, as the Guide's Touch tab
/// lists them (the keys are `KeyTable`'s). Each line names a recognizer the
/// app installs; `Docs/gestures.md` has their numbers.
enum TouchGuide {
  static let lines = [
    "Drag the digger or the X — dig somewhere else; the other end follows",
    "Drag a map — pan it; double-click — zoom in one level",
    "Pinch, or turn the wheel — zoom about the fingers or the pointer",
    "Drag the radar up or down — turn the panes by hand",
    "Click a place — its details, turned as T says",
    "Swipe from the left edge of the details — pop a pushed map",
    "Drag sideways across the tab bar or a tab's text — the next tab, or the one before",
    "Drag the article's page by its corner, or click its edge — turn it",
    "Drag the Guide down — put it away",
  ]
}
