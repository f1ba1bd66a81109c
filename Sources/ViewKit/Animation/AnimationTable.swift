/// A view's running animations, one per property, held weakly.
///
/// Core Animation counterpart: a layer's `animation(forKey:)` table.
/// Deliberate difference: the engine owns the animations and the view only
/// looks them up. A completion may capture its view strongly, as UIKit code
/// does; if the view also owned the animation, that would be a cycle for
/// as long as the animation lives, and for ever if its engine were dropped
/// mid-animation. Held weakly, the animation dies with its engine.
@MainActor
struct AnimationTable {
  private struct Entry {
    weak var animation: PropertyAnimation?
  }

  private var entries: [AnimationKey: Entry] = [:]

  subscript(key: AnimationKey) -> PropertyAnimation? {
    get { entries[key]?.animation }
    set { entries[key] = newValue.map { Entry(animation: $0) } }
  }

  /// The animations still alive.
  var values: [PropertyAnimation] { entries.values.compactMap(\.animation) }
}
