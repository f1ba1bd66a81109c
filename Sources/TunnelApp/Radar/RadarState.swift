import Foundation

/// What the panes are doing, in one value: the radar's state. The root
/// controller keeps it (`RootViewController.radarState`); the radar
/// button's `isEnabled` shows it (dimmed while the panes turn), and
/// nothing reads the button to learn it.
///
/// A radar press goes `maps` → `turning` → `names` → `turningBack` →
/// `maps`; a hand turn goes from either end through `heldByHand`; the wrong
/// way (W) goes from the maps through `wrongWay`, and back.
///
/// No UIKit counterpart: the app's own state.
enum RadarState {
  /// The maps show; the radar is ready.
  case maps
  /// A radar press turns the panes to the names; `panesLeft` pane turns
  /// have not completed yet.
  case turning(panesLeft: Int)
  /// The names show, put there the article's way; the radar is ready.
  case names
  /// A radar press turns the panes back to the maps.
  case turningBack(panesLeft: Int)
  /// The hand turns the panes, from the press until both panes' turns
  /// are over (let go, they finish or turn back on a spring). `toNames`
  /// is where they are going: the press's way, turned round when a pane
  /// rolls back.
  case heldByHand(HandTurn, toNames: Bool, panesLeft: Int)
  /// The wrong way (`RootViewController+WrongWay.swift`): the root flipped
  /// whole, no containment. `names`: the names show, or are turning in;
  /// false while they turn out. `turning`: the flip is under way.
  case wrongWay(names: Bool, turning: Bool)

  /// A turn is under way: the radar, the hand and W wait for its end.
  var isTurning: Bool {
    switch self {
    case .maps, .names: false
    case .turning, .turningBack, .heldByHand: true
    case .wrongWay(_, let turning): turning
    }
  }

  /// The panes show the names, or are turning to them.
  var showsNames: Bool {
    switch self {
    case .maps, .turningBack: false
    case .names, .turning: true
    case .heldByHand(_, let toNames, _): toNames
    case .wrongWay(let names, _): names
    }
  }

  /// The wrong way's turn is under way, or its names are showing: the
  /// controllers it swapped without containment are not in step.
  var isTheWrongWay: Bool {
    if case .wrongWay = self { true } else { false }
  }

  /// The names show (or turn in) the wrong way: the way back must be the
  /// wrong way too, and a hand turn, which uses containment on controllers
  /// the wrong way never added, waits until they are gone.
  var showsNamesTheWrongWay: Bool {
    if case .wrongWay(names: true, _) = self { true } else { false }
  }

  /// The hand turn under way, if the panes are held by hand.
  var handTurn: HandTurn? {
    if case .heldByHand(let turn, _, _) = self { turn } else { nil }
  }

  /// The state once one pane's turn is over, that pane now showing the
  /// names (`showingNames`) or the maps. The last pane's end makes it
  /// `names` or `maps`. A radar press's turns always complete (nothing
  /// interacts with them); a hand turn's may roll back.
  func afterPaneTurn(showingNames shows: Bool) -> RadarState {
    switch self {
    case .turning(let left) where left > 1: .turning(panesLeft: left - 1)
    case .turningBack(let left) where left > 1: .turningBack(panesLeft: left - 1)
    case .heldByHand(let turn, _, let left) where left > 1:
      .heldByHand(turn, toNames: shows, panesLeft: left - 1)
    case .turning, .turningBack, .heldByHand: shows ? .names : .maps
    case .maps, .names, .wrongWay: self  // no pane turn of the article's way was under way
    }
  }
}
