import Foundation

/// How a container changes from its old content to its new.
enum TransitionStyle: Equatable {
  enum Edge { case left, right, top, bottom }
  case none
  /// Turns over about an axis; `from` names the side that comes toward the viewer.
  case flip(from: Edge)
  case crossDissolve
  /// A page curls up off the old content (`up`), or down over it.
  case curl(up: Bool)

  init(_ options: View.AnimationOptions) {
    switch options.transitionStyle {
    case .transitionFlipFromLeft: self = .flip(from: .left)
    case .transitionFlipFromRight: self = .flip(from: .right)
    case .transitionCurlUp: self = .curl(up: true)
    case .transitionCurlDown: self = .curl(up: false)
    case .transitionCrossDissolve: self = .crossDissolve
    case .transitionFlipFromTop: self = .flip(from: .top)
    case .transitionFlipFromBottom: self = .flip(from: .bottom)
    default: self = .none
    }
  }
}
