import Foundation

/// Which pages a curl turn draws, and where, for one page or two.
///
/// Every curl is drawn as a forward turn: a sheet lifts at the edge away
/// from the spine and goes over; a reverse turn plays the same curl from
/// its end back to its start. In those forward terms the turn has:
///
/// | pages | sheet's front | sheet's back | beneath | beside |
/// | --- | --- | --- | --- | --- |
/// | one (single-sided) | old page | (the front, showing through) | new page | |
/// | min or max, double-sided, `[front, back]` | old front | new back | new front | |
/// | mid, `[left, right]` | old right | new left | new right | old left |
///
/// ("old" and "new" are the pairs before and after a forward turn; for a
/// reverse turn they swap.) With a mid spine the sheet is the right half
/// (the bottom half, vertical): it turns about the spine and lands, back
/// up, on the other half, over the page beside it, which stays in place
/// beneath until covered. The page beside and the page beneath are the
/// pages' own views, left in the container; the curl draws the sheet over
/// them. With one spine at an edge the curl draws the page beneath too.
extension PageViewController {
  /// The pages of a curl turn in forward terms (the table above).
  struct CurlPages {
    var front: ViewController
    var back: ViewController?
    var beneath: ViewController
    var beside: ViewController?

    init(_ turn: PageTurn, spine: SpineLocation) {
      let forward = turn.direction == .forward
      let (old, new) = forward ? (turn.from, turn.to) : (turn.to, turn.from)
      switch (old.count, spine) {
      case (2, .mid):
        (front, back, beneath, beside) = (old[1], new[0], new[1], old[0])
      case (2, _):
        (front, back, beneath, beside) = (old[0], new[1], new[0], nil)
      default:
        (front, back, beneath, beside) = (old[0], nil, new[0], nil)
      }
    }
  }

  /// Where a turn not begun by a finger takes hold: the corner at the
  /// far end of the edge that lifts (bottom right, horizontal).
  var defaultGrab: CGPoint {
    let size = pageContainer.bounds.size
    return CGPoint(x: size.width, y: size.height)
  }

  /// The curl drawn over the pages during a turn, if any.
  var curlView: PageCurlView? { pageContainer.subviews.last as? PageCurlView }

  /// The sheet's rectangle in the container: the half after the spine
  /// with a mid spine, else all of it.
  var sheetFrame: CGRect {
    spineLocation == .mid
      ? Self.half(1, of: pageContainer.bounds, navigationOrientation) : pageContainer.bounds
  }

  /// Lays out the turn's pages for the curl and puts the curl over them,
  /// taken hold of at `grab` (container points).
  func addCurl(for turn: PageTurn, grab: CGPoint) {
    let cast = CurlPages(turn, spine: spineLocation)
    let mid = spineLocation == .mid
    for page in turn.from + turn.joining {
      let view = page.view
      view.autoresizingMask = []
      if mid {
        let left = page === cast.beside
        let leftHalf = Self.half(0, of: pageContainer.bounds, navigationOrientation)
        view.frame = left ? leftHalf : sheetFrame
        view.isHidden = !(left || page === cast.beneath)
      } else {
        view.frame = pageContainer.bounds
        view.isHidden = !(page === cast.front || page === cast.beneath)
      }
      view.layoutIfNeeded()
    }
    let curl = PageCurlView(frame: pageContainer.bounds)
    let sheet = sheetFrame
    curl.configure(
      front: cast.front.view, back: cast.back?.view, beneath: mid ? nil : cast.beneath.view,
      sheet: sheet, grab: CGPoint(x: grab.x - sheet.minX, y: grab.y - sheet.minY),
      orientation: navigationOrientation, heldAtSpine: mid)
    pageContainer.addSubview(curl)
  }

  /// The pages a turn by hand in `direction` goes to, from the data
  /// source, or nil if it gives none. One page: its neighbour. Two: the
  /// neighbour of the page at the pair's edge that way (forward, the
  /// front, or the right page with a mid spine; reverse, the back, or the
  /// left page) and that page's neighbour, put in the pair's order.
  func pagesForTurn(_ direction: NavigationDirection) -> [ViewController]? {
    guard let shown = pages.first else { return nil }
    guard pages.count == 2 else { return neighbour(of: shown, direction).map { [$0] } }
    let mid = spineLocation == .mid
    let forward = direction == .forward
    let start = pages[forward == mid ? 1 : 0]
    guard let first = neighbour(of: start, direction), let second = neighbour(of: first, direction)
    else { return nil }
    return forward == mid ? [first, second] : [second, first]
  }
}
