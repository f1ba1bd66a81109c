import Foundation
import Platform
import ViewKit

/// `click tab NAME` and `click page-edge next|previous`: clicks on the
/// Guide, where its tab bar and its article's page take them.
extension ScriptPlayer {
  /// Why a click on the Guide could not be played.
  struct NoGuide: Error, CustomStringConvertible {
    let description: String
  }

  /// The Guide, once shown and settled: a click during its presentation
  /// or dismissal would land on a moving card.
  private func shownGuide(for command: String) throws -> GuideViewController {
    guard let guide = root.guide, guide.appearanceState == .appeared else {
      throw NoGuide(description: "'\(command)' needs the Guide shown: 'key ?' first and wait")
    }
    guide.view.window?.layoutIfNeeded()
    return guide
  }

  /// A click in the middle of the tab's button: the tab bar's controls, one
  /// per tab, in the bar's order.
  func clickTab(_ tab: GuideTab) throws -> [Step] {
    let guide = try shownGuide(for: "click tab \(tab.rawValue)")
    let buttons = guide.tabBar.subviews.compactMap { $0 as? Control }
    guard let index = GuideTab.allCases.firstIndex(of: tab), buttons.indices.contains(index) else {
      throw NoGuide(description: "the Guide's tab bar has no '\(tab.rawValue)' tab")
    }
    return click(buttons[index], at: buttons[index].bounds.center)
  }

  /// A click half way down the article's page, in its right (next) or left
  /// (previous) margin, a third of the way into the margin from its edge:
  /// inside the margin the page view controller's tap takes.
  func clickPageEdge(next: Bool) throws -> [Step] {
    let guide = try shownGuide(for: "click page-edge")
    guard guide.selectedTab == .article else {
      throw NoGuide(description: "'click page-edge' needs the article: 'click tab article' first")
    }
    let page = guide.articleTab.pageContainer
    let inset = page.bounds.width * PageViewController.tapMarginShare / 3
    let x = next ? page.bounds.maxX - inset : page.bounds.minX + inset
    return click(page, at: CGPoint(x: x, y: page.bounds.midY))
  }
}
