import Foundation
import Platform

/// The animations made by one `animate` call, and its completion; also the
/// join of a controller transition's parts (`View.animateParts`).
@MainActor
final class AnimationGroup {
  let options: View.AnimationOptions
  private let completion: ((Bool) -> Void)?
  private var running = 0
  private var allFinished = true

  init(options: View.AnimationOptions, completion: ((Bool) -> Void)?) {
    self.options = options
    self.completion = completion
  }

  func started() { running += 1 }

  /// One of its animations ended, naturally or replaced. Returns the
  /// completion to run once the last one has.
  func ended(finished: Bool) -> (() -> Void)? {
    running -= 1
    allFinished = allFinished && finished
    guard running == 0 else { return nil }
    let result = allFinished
    return { [completion] in completion?(result) }
  }

  var isEmpty: Bool { running == 0 }

  func completeEmpty() -> () -> Void {
    { [completion] in completion?(true) }
  }
}
