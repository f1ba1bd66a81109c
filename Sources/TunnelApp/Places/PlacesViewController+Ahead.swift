import Foundation
import ViewKit

/// The Places list, readied before the frame that first shows it (an
/// expansion, or L): laid out off screen at the width it will be shown at,
/// and its text made into textures, so that frame only draws it.
///
/// 1. At the loop's first idle moment after the split view appears
///    (`Window.performWhenIdle`), the split view loads the list's view and
///    gives it the primary column's width.
/// 2. The list lays out its rows: each label asks for its lines to be
///    rasterized in the background (ViewKit's TextPictures).
/// 3. At the next idle moment the window makes their textures
///    (`Window.prepareForDisplay`), from the pictures that have arrived.
///
/// A list off screen does 2 and 3 again each time its rows change. A
/// memory warning lets the textures go; they are made again when drawn.
/// With step 1 the titles the columns' navigation bars show once the
/// split view expands (the list's and the tunnel's, given to the bars as
/// the expansion moves the tunnel back to its column) are readied too
/// (`Window.prepareText`).
///
/// UIKit counterpart: a container calling `loadViewIfNeeded()` on a child
/// it is about to show, as the root readies its turns
/// (`RootViewController+TurnAhead.swift`).
extension TunnelSplitViewController {
  /// Step 1, unless the list is on screen.
  func readyTheListWhenIdle() {
    view.window?.performWhenIdle { [weak self] in
      guard let self, let places, let window = view.window else { return }
      guard !places.isViewLoaded || places.view.window == nil else { return }
      places.view.frame = CGRect(
        x: 0, y: 0, width: primaryColumnWidth, height: view.bounds.height)
      places.readyOffScreen(in: window)
      readyTheBarTitles(in: window)
    }
  }

  /// The titles of the list and the tunnel, in the bars' title font.
  private func readyTheBarTitles(in window: Window) {
    guard let bar = places?.navigationController?.navigationBar else { return }
    let titles = [places?.navigationItem.title, tunnel?.navigationItem.title].compactMap { $0 }
    window.prepareText(titles, font: bar.titleLabel.font)
  }
}

extension PlacesViewController {
  /// Steps 2 and 3, for a list not in a window.
  func readyOffScreen(in window: Window) {
    guard view.window == nil, !view.bounds.isEmpty else { return }
    view.layoutIfNeeded()
    window.performWhenIdle { [weak self, weak window] in
      guard let self, let window, view.window == nil else { return }
      window.prepareForDisplay(view)
    }
  }
}
