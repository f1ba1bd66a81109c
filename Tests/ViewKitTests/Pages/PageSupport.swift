import Foundation
import Platform

@testable import ViewKit

/// A book of named pages for a page view controller: before and after are
/// the neighbours in `pages`, nil past either end.
@MainActor
final class PageBook: PageViewControllerDataSource {
  let pages: [Named]
  var count = 0
  var index = 0
  /// What was asked, in order: "before:B", "after:B", "count", "index".
  var asked: [String] = []

  init(_ names: [String]) { pages = names.map { Named($0) } }

  func pageViewController(
    _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
  ) -> ViewController? {
    asked.append("before:\(viewController.traceName)")
    guard let at = pages.firstIndex(where: { $0 === viewController }), at > 0 else { return nil }
    return pages[at - 1]
  }

  func pageViewController(
    _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
  ) -> ViewController? {
    asked.append("after:\(viewController.traceName)")
    guard let at = pages.firstIndex(where: { $0 === viewController }), at < pages.count - 1
    else { return nil }
    return pages[at + 1]
  }

  func presentationCount(for pageViewController: PageViewController) -> Int {
    asked.append("count")
    return count
  }

  func presentationIndex(for pageViewController: PageViewController) -> Int {
    asked.append("index")
    return index
  }
}

/// Writes what a page view controller's delegate hears.
@MainActor
final class PageRecorder: PageViewControllerDelegate {
  var heard: [String] = []

  func pageViewController(
    _ pageViewController: PageViewController,
    willTransitionTo pendingViewControllers: [ViewController]
  ) {
    heard.append("willTransitionTo:\(pendingViewControllers.map(\.traceName))")
  }

  func pageViewController(
    _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [ViewController], transitionCompleted completed: Bool
  ) {
    heard.append(
      "didFinishAnimating:\(finished) previous:\(previousViewControllers.map(\.traceName)) completed:\(completed)"
    )
  }
}

/// Whether every page's appearance callbacks in `events` are closed: each
/// `viewWillAppear` followed, before the next will-callback of that page,
/// by a `viewDidAppear`, or by `viewWillDisappear` and `viewDidDisappear`;
/// each `viewWillDisappear` by a `viewDidDisappear` or a `viewWillAppear`
/// and `viewDidAppear`. Returns the pages left open.
func openAppearances(in events: [String]) -> [String] {
  var open: [String: String] = [:]
  for event in events {
    let parts = event.split(separator: " ")
    guard parts.count == 2 else { continue }
    let (name, callback) = (String(parts[0]), String(parts[1]))
    switch callback {
    case "viewWillAppear", "viewWillDisappear": open[name] = callback
    case "viewDidAppear", "viewDidDisappear": open[name] = nil
    default: break
    }
  }
  return open.keys.sorted()
}
