import Foundation
import Platform
import ViewKit

/// The Guide's part of the scenario: it is shown and its Article tab
/// clicked (not measured), then two measured phases:
/// - `guideCurl`: the article's page dragged by its lower right corner, a
///   mouse move a frame, across the page and back; let go once moving back
///   (it falls back), then, on a second drag, once moving across past half
///   way (it turns to the next page);
/// - `tabSwitches`: the tabs clicked one after another, each click a
///   frame after the slide before it ends, then drags across the tab bar that switch to the
///   next tab or the one before, one let go early so that it turns back.
/// Every frame drawn in them draws the curl or a slide, the last of each
/// being the one it settles in (the curl or the slide's old view taken
/// away). Where the page and the bar are is read when each event is sent.
extension AppBenchmark {
  /// One frame of the scenario's clock, in seconds.
  static let frame = 1.0 / 60
  /// The curl's drags, as fractions of the page's width dragged across:
  /// where each leg ends, the first from the corner; the first drag is
  /// let go moving back (it falls back), the second moving across (it turns).
  static let curlDrags: [[Double]] = [[0.85, 0.1, 0.85, 0.2], [0.85, 0.1, 0.85, 0.1, 0.75]]
  /// The fraction of the page's width a frame's move crosses.
  static let curlStep = 0.025
  /// The pause after a curl or a tab drag is let go: its animation ends.
  static let settlePause = 0.6
  /// The tabs clicked one after another, from the Article.
  static let tabClicks: [GuideTab] = [
    .keys, .instruments, .touch, .article, .touch, .keys, .instruments, .keys,
  ]
  /// A click a frame after the slide before it has ended: the frame it
  /// ends in draws its last picture, the next its successor's first.
  static let clickInterval = GuideTabSlideAnimator.duration + frame
  /// The drags across the tab bar, as fractions of the card's width (left
  /// is negative: the next tab): where each leg ends. From Keys: to Touch;
  /// toward Instruments and back, let go moving back (it turns back); to
  /// Instruments; back to Touch.
  static let tabDrags: [[Double]] = [[-0.55], [-0.45, -0.15], [-0.55], [0.55]]
  /// The fraction of the card's width a frame's move crosses.
  static let tabStep = 0.025

  static var curlSeconds: Double { dragsSeconds(curlDrags, step: curlStep) }
  static var tabSwitchSeconds: Double {
    Double(tabClicks.count) * clickInterval + settlePause + dragsSeconds(tabDrags, step: tabStep)
  }

  func guideOpensEvents() -> [Events] {
    [(0, { self.key("?") }), (0.8, { self.clickTab(.article) })]
  }

  func curlEvents() -> [Events] {
    drags(Self.curlDrags, step: Self.curlStep, from: 0) { [unowned self] fraction in
      let page = session.root.guide?.articleTab.pageContainer
      let rect = page.map { $0.convert($0.bounds, to: nil) } ?? .zero
      // The corner, a little inside it so that the press lands on the page.
      return CGPoint(x: rect.maxX - 3 - fraction * rect.width, y: rect.maxY - 3)
    }
  }

  func tabSwitchEvents() -> [Events] {
    let clicks: [Events] = Self.tabClicks.enumerated().map { index, tab in
      (Double(index) * Self.clickInterval, { [unowned self] in clickTab(tab) })
    }
    let start = Double(Self.tabClicks.count) * Self.clickInterval + Self.settlePause
    return clicks
      + drags(Self.tabDrags, step: Self.tabStep, from: start) { [unowned self] fraction in
        guard let guide = session.root.guide else { return .zero }
        let bar = guide.tabBar.convert(guide.tabBar.bounds, to: nil)
        return CGPoint(x: bar.midX + fraction * bar.width, y: bar.midY)
      }
  }

  /// A click in the middle of the Guide's button for `tab`: down and up in
  /// one batch, so that the frame after it draws the slide.
  private func clickTab(_ tab: GuideTab) -> [InputEvent] {
    guard let guide = session.root.guide, let index = GuideTab.allCases.firstIndex(of: tab)
    else { return [] }
    let buttons = guide.tabBar.subviews.compactMap { $0 as? Control }
    guard buttons.indices.contains(index) else { return [] }
    let center = buttons[index].convert(buttons[index].bounds.center, to: nil)
    return [.mouseDown(center, .left), .mouseUp(center, .left)]
  }

  /// Each drag's positions, as fractions for `place`: from 0 along each
  /// leg, `step` a frame.
  private static func path(_ legs: [Double], step: Double) -> [Double] {
    var path = [0.0]
    for end in legs {
      let start = path[path.count - 1]
      let count = max(Int((abs(end - start) / step).rounded(.up)), 1)
      path += (1...count).map { start + (end - start) * Double($0) / Double(count) }
    }
    return path
  }

  /// How long `drags` take: each a move a frame, let go a frame after its
  /// last move, then `settlePause`.
  private static func dragsSeconds(_ drags: [[Double]], step: Double) -> Double {
    drags.reduce(0) { $0 + Double(path($1, step: step).count) * frame + settlePause }
  }

  /// The drags' events from `start`: the press and the first move in one
  /// batch (the pan begins at once, so the frame after it draws the turn),
  /// a move a frame, and the release a frame after the last.
  private func drags(
    _ drags: [[Double]], step: Double, from start: Double,
    place: @escaping @MainActor (Double) -> CGPoint
  ) -> [Events] {
    var events: [Events] = []
    var time = start
    for legs in drags {
      let path = Self.path(legs, step: step)
      events.append(
        (time, { [.mouseDown(place(path[0]), .left), .mouseDragged(place(path[1]), .left)] }))
      for (index, fraction) in path.enumerated().dropFirst(2) {
        events.append(
          (time + Double(index - 1) * Self.frame, { [.mouseDragged(place(fraction), .left)] }))
      }
      let last = path[path.count - 1]
      events.append(
        (time + Double(path.count - 1) * Self.frame, { [.mouseUp(place(last), .left)] }))
      time += Double(path.count) * Self.frame + Self.settlePause
    }
    return events
  }
}
