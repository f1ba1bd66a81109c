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
    switch options.transitionField {
    case 1: self = .flip(from: .left)
    case 2: self = .flip(from: .right)
    case 3: self = .curl(up: true)
    case 4: self = .curl(up: false)
    case 5: self = .crossDissolve
    case 6: self = .flip(from: .top)
    case 7: self = .flip(from: .bottom)
    default: self = .none
    }
  }
}
