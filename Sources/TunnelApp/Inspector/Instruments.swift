import Foundation
import Platform
import ViewKit

/// The teaching instruments' state, held by the root controller: the
/// inspector's log and panel, the mode of the W key, and the transitions
/// the scrub bar has paused.
///
/// No UIKit counterpart; a teaching instrument. The keys that drive it are
/// in `RootViewController+Instruments.swift`.
@MainActor
final class Instruments {
  let log = InspectorLog()
  private(set) lazy var panel = InspectorView(log: log)
  /// W: the next radar press to the names goes the wrong way.
  var wrongWay = false
  /// Property animators the scrub bar paused, resumed with the clock.
  var scrubbed: [ViewPropertyAnimator] = []
  /// What the last step (`.` or `,`) did, for the status lines.
  var stepNote = ""
  /// The engines the panel already hears (a session may swap engines).
  private var heardEngines: [ObjectIdentifier] = []

  var isOpen: Bool { panel.superview != nil }

  /// Makes the panel hear `engine`'s frames, once per engine.
  func hear(_ engine: AnimationEngine, refresh: @escaping () -> Void) {
    let id = ObjectIdentifier(engine)
    guard !heardEngines.contains(id) else { return }
    heardEngines.append(id)
    engine.addAdvanceObserver(refresh)
  }

  /// The three status lines at the top of the panel; `namesShownWrongWay`
  /// from the radar's state.
  func statusText(engine: AnimationEngine, namesShownWrongWay: Bool) -> String {
    let settings = FlipMeshSettings.current
    // The panes turn about their x axis: the renderer's own grid has 16 rows.
    let own = FlipMeshSettings.ownGrid(acrossRows: true)
    let grid = settings.grid.map { "\($0)" } ?? "\(own) (own)"
    let clock =
      engine.isPaused
      ? "clock PAUSED (P resumes; . and , step a frame)\(stepNote)"
      : "clock running (P pauses)"
    let mesh =
      "mesh \(grid), eye at \(Int(settings.perspectiveDistance)) pt, wireframe \(settings.showsWireframe ? "on" : "off") (G [ ] { })"
    let way =
      wrongWay || namesShownWrongWay
      ? "radar: THE WRONG WAY (W): flips the root, no addChild"
      : "radar: the article's way (W: the wrong way)"
    return [clock, mesh, way].joined(separator: "\n")
  }
}
