import Foundation
import Platform
import ViewKit

/// When the Guide takes input: only once it has settled, so that no two of
/// its transitions overlap. A tab switch, a page turn and the Guide's own
/// presentation or dismissal each run one at a time:
///
/// 1. While the Guide is being presented or dismissed, a tab switch, a
///    page turn or a drag down does not begin: the tab bar's taps are
///    refused (`tabBarController(_:shouldSelect:)`), the pans do not
///    begin, the article's page takes no touch, and the arrows do nothing.
/// 2. While a tab switch runs, the article's page takes no touch and the
///    arrows do nothing; a tab clicked meanwhile is switched to when it
///    ends (the tab bar controller remembers it).
/// 3. While a page turns, the arrows do nothing and the tabs do not switch.
/// 4. Esc or `?` asked for while any of these runs is remembered, and the
///    Guide is put away as soon as it has settled. From the moment it is
///    asked, nothing new begins: a dismissal asked for as the Guide
///    arrives waits, in ViewKit, for the presentation's end and runs a
///    turn later, and a drag across the tabs in that turn would start a
///    switch under the dismissal.
///
/// UIKit ignores touches while a presentation's transition runs; the rest
/// is this app's choice, so that a student reading the trace sees each
/// transition's callbacks whole.
extension GuideViewController {
  /// True while a tab switch is under way.
  var isSwitchingTabs: Bool { switchesUnderWay > 0 }

  /// True once presented, with no tab switch and no page turn under way,
  /// and not asked to go.
  var isSettled: Bool { isQuiet && !dismissAsked }

  /// Presented, with no tab switch and no page turn under way.
  private var isQuiet: Bool {
    appearanceState == .appeared && !isSwitchingTabs && !articleTab.isTurning
  }

  /// A switch's animator has ended: it is over on the engine's next turn,
  /// after its `transitionEnd`.
  func tabSwitchEnded() {
    AnimationEngine.current.perform(after: 0) { [weak self] in
      guard let self else { return }
      switchesUnderWay -= 1
      settlingChanged()
    }
  }

  /// Esc or `?`: puts the Guide away now, or as soon as it has settled.
  func dismissWhenSettled() {
    dismissAsked = true
    settlingChanged()
  }

  /// Called whenever something that `isSettled` reads changes: the
  /// article's page takes touches again, and a dismissal asked for
  /// meanwhile goes, once.
  func settlingChanged() {
    let takesTouches = appearanceState == .appeared && !isSwitchingTabs && !dismissAsked
    articleTab.view.isUserInteractionEnabled = takesTouches
    guard isQuiet, dismissAsked, !dismissalStarted else { return }
    dismissalStarted = true
    dismiss(animated: true)
  }
}
