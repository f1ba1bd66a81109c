import Foundation
import Platform

extension View {
  /// Sets the model value of an animatable property, for an animator
  /// that ends somewhere other than at the values its blocks set. The
  /// progress of a view transition has no model value and is ignored.
  func setModelValue(_ value: AnimatableValue, for key: AnimationKey) {
    switch (key, value) {
    case (.center, .point(let point)): center = point
    case (.bounds, .rect(let rect)): bounds = rect
    case (.alpha, .scalar(let number)): alpha = number
    case (.backgroundColor, .color(let color)): backgroundColor = color
    case (.transform, .transform(let transform)): transform3D = transform
    case (.cornerRadius, .scalar(let number)): cornerRadius = number
    case (.shadowOpacity, .scalar(let number)): shadowOpacity = number
    case (.custom(let name), .scalar(let number)): setAnimatableValue(number, forKey: name)
    default: break
    }
  }
}
