import Foundation
import ViewKit

/// The M key: a memory warning, as the Simulator's "Simulate Memory
/// Warning" sends, with unloading turned on as iOS 5 and earlier did it.
///
/// What it shows: while the maps are up, the geo-info controllers are no
/// one's children and their views are in no window, so each that has
/// been loaded unloads (`viewWillUnload`, `viewDidUnload`). The next move
/// of the maps, or the next radar press, loads them again (`viewDidLoad`:
/// the root readies them ahead of a turn, `RootViewController+TurnAhead.swift`),
/// and their labels come back from the controller's model, without asking
/// the geocoder again. Every other
/// controller's view is in the window and stays. `--trace` shows each step.
extension RootViewController {
  func simulateMemoryWarning() {
    ViewController.unloadsViewsOnMemoryWarning = true
    Application.shared.simulateMemoryWarning()
  }
}
