import Foundation
import ViewKit

/// The soak's reading at rest: the session brought to the same state
/// after every part, wherever the part left it, so that the readings
/// compare like with like. What a map keeps after a memory warning is
/// what it shows, and that depends on its zoom and place: read with the
/// maps up, seed 29's 1,500 commands left 2.6 MB of tiles at half-way and
/// 13 MB at the end (73.9 against 86.8 MB). With the names up the maps
/// are in no window and keep only their pinned tiles, whatever the
/// session did to them.
extension Soak {
  /// Where the steps to rest have got to (`restCommands`).
  enum RestStage {
    case tidy(keysLeft: Int)
    case turn
    case warn
    case done
  }

  /// Brings the session to rest and calls `reading` there, in two runs
  /// (each a window of its own when `inWindow`):
  ///
  /// 1. The window back at the session's starting size. A window opens at
  ///    the size the part left, and one opened large and made small kept
  ///    the driver's memory for the large size: on llvmpipe, 30 to 70 MB
  ///    more at rest (300 commands of seed 8 in a window, read after a
  ///    window of 1066×1495 points, 238 MB; after one of 480×480, 175 MB).
  /// 2. In a window opened at that size, `restCommands`.
  func rest(inWindow: Bool, reading: @escaping () -> Void) throws {
    let back = AppSession.commands(
      "soak: back to size", [.resize(session.options.size), .wait(Self.coverSeconds), .quit])
    try play(back, inWindow: inWindow)
    try play(restCommands(reading: reading), inWindow: inWindow)
  }

  /// The steps of the second run, each chosen from what the app shows
  /// when it is due, as a user tidying up would:
  ///
  /// 1. Whatever covers the panes put away, one key at a time: the help
  ///    and the details (Esc; a map pushed on the details takes one
  ///    more), then the inspector (I). At most `restKeys` keys, so that a
  ///    cover that does not go cannot hold the soak.
  /// 2. The panes turned to the names (a radar click), if the maps show.
  /// 3. `settleSeconds` for the turn, and the tiles and names being drawn
  ///    in the background, to end.
  /// 4. A memory warning (M): what can be made again is let go.
  /// 5. `restSeconds`, then `quit`, as which comes due `reading` is called,
  ///    while the run is live (once a headless run is over, its renderer's
  ///    textures are freed in some states and kept in others).
  private func restCommands(reading: @escaping () -> Void) -> AppSession.Commands {
    var stage = RestStage.tidy(keysLeft: Self.restKeys)
    var pending: [Script.Command] = []
    var line = 0
    return (
      "soak: at rest",
      {
        while pending.isEmpty, !self.isDone(stage) {
          pending = self.restStep(&stage)
        }
        guard !pending.isEmpty else { return nil }
        let command = pending.removeFirst()
        if case .quit = command { reading() }
        line += 1
        return (line, command)
      }
    )
  }

  private func isDone(_ stage: RestStage) -> Bool {
    if case .done = stage { true } else { false }
  }

  /// The commands of the stage `stage` is at, and the stage after them.
  private func restStep(_ stage: inout RestStage) -> [Script.Command] {
    let root = session.root
    switch stage {
    case .tidy(let left):
      let cover: KeyAction? =
        root.guide != nil || !root.shownDetails.isEmpty
        ? .escape : root.instruments.isOpen ? .inspector : nil
      guard left > 0, let cover, let key = KeyTable.scriptName(of: cover) else {
        stage = .turn
        return []
      }
      stage = .tidy(keysLeft: left - 1)
      return [.key(key), .wait(Self.coverSeconds)]
    case .turn:
      stage = .warn
      let turn: [Script.Command] = root.showingGeo || root.panesAreTurning ? [] : [.clickRadar]
      return turn + [.wait(Self.settleSeconds)]
    case .warn:
      stage = .done
      let warning = KeyTable.scriptName(of: .memoryWarning).map { [Script.Command.key($0)] } ?? []
      return warning + [.wait(Self.restSeconds), .quit]
    case .done:
      return []
    }
  }

  /// Keys to put covers away: the help, the details with a map pushed (two
  /// keys) and the inspector need four.
  static let restKeys = 6
  /// A cover's dismissal, or a resize's layout, is over within this.
  static let coverSeconds = 0.5
  /// A turn (`RootViewController.flipDuration` a pane, the second pane
  /// staggered) and the drawing in the background before it are over
  /// within this.
  static let settleSeconds = 2.0
  /// What the window shows arrives again within this of the warning.
  static let restSeconds = 2.0
}
