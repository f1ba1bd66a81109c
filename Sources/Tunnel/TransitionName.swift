import ArgumentParser
import ViewKit

/// A transition style named on the command line, e.g. `flipFromTop`.
enum TransitionName: String, CaseIterable, ExpressibleByArgument {
  case flipFromLeft, flipFromRight, flipFromTop, flipFromBottom, crossDissolve
  case slideFromLeft, slideFromRight, slideFromTop, slideFromBottom

  @MainActor
  var options: View.AnimationOptions {
    switch self {
    case .flipFromLeft: .transitionFlipFromLeft
    case .flipFromRight: .transitionFlipFromRight
    case .flipFromTop: .transitionFlipFromTop
    case .flipFromBottom: .transitionFlipFromBottom
    case .crossDissolve: .transitionCrossDissolve
    case .slideFromLeft: .transitionSlideFromLeft
    case .slideFromRight: .transitionSlideFromRight
    case .slideFromTop: .transitionSlideFromTop
    case .slideFromBottom: .transitionSlideFromBottom
    }
  }
}
