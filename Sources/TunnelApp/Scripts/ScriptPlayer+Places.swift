import Foundation
import Platform
import ViewKit

/// `click place N`, `click save-place` and `click outside`: clicks on the
/// Places list, where its rows and button take them, and beside the
/// details' popover, where its dismissal takes them.
extension ScriptPlayer {
  /// Why a click on the Places list or beside a popover could not be played.
  struct NoPlaces: Error, CustomStringConvertible {
    let description: String
  }

  /// The Places list, if it is on screen.
  private func shownPlaces(for command: String) throws -> PlacesViewController {
    guard let places = root.placesSplit?.places, places.viewIfLoaded?.window != nil else {
      throw NoPlaces(
        description: "'\(command)' needs the Places list shown: 'key L' first and wait")
    }
    places.view.window?.layoutIfNeeded()
    return places
  }

  /// A click in the middle of row `row` (from 1), scrolled into view first.
  func clickPlace(_ row: Int) throws -> [Step] {
    let places = try shownPlaces(for: "click place \(row)")
    guard places.rows.indices.contains(row - 1) else {
      throw NoPlaces(
        description: "the Places list has \(places.rows.count) rows, not a row \(row)")
    }
    let target = places.rows[row - 1]
    places.scroll(toShow: target)
    return click(target, at: CGPoint(x: target.bounds.width / 3, y: target.bounds.midY))
  }

  /// A click on the list's save button.
  func clickSavePlace() throws -> [Step] {
    let places = try shownPlaces(for: "click save-place")
    return click(places.saveButton, at: places.saveButton.bounds.center)
  }

  /// A click in the window's corner farthest from the shown popover: outside
  /// it, on no passthrough view.
  func clickOutside() throws -> [Step] {
    guard
      let shown = root.panels.first(where: { $0.detailsPopover != nil })?.presentedViewController,
      let window = shown.view.window
    else {
      throw NoPlaces(description: "'click outside' needs a popover shown: 'click details' first")
    }
    let card = shown.view.convert(shown.view.bounds, to: nil)
    let b = window.bounds
    let corners = [
      CGPoint(x: b.minX + 2, y: b.minY + 2), CGPoint(x: b.maxX - 2, y: b.minY + 2),
      CGPoint(x: b.minX + 2, y: b.maxY - 2), CGPoint(x: b.maxX - 2, y: b.maxY - 2),
    ]
    let farthest = corners.max { a, c in
      hypot(a.x - card.midX, a.y - card.midY) < hypot(c.x - card.midX, c.y - card.midY)
    }!
    return click(window, at: farthest)
  }
}
