@testable import ViewKit

/// A controller that writes, in each of its four appearance callbacks, the
/// callback's name and what `describe` says about the controller then (its
/// moving or presentation flags, say).
@MainActor
final class AppearanceWatcher: ViewController {
  var seen: [String] = []
  private let describe: (ViewController) -> String

  init(_ name: String? = nil, describe: @escaping (ViewController) -> String) {
    self.describe = describe
    super.init()
    title = name
  }

  private func note(_ callback: String) {
    seen.append("\(callback) \(describe(self))")
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    note("willAppear")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    note("didAppear")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    note("willDisappear")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    note("didDisappear")
  }
}
