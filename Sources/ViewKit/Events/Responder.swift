import Foundation
import Platform

/// An object that can handle events, linked to the next one up the chain.
///
/// UIKit counterpart: `UIResponder`. Every handler's default passes the
/// event to `next`, so an event not handled by the hit view travels up
/// through its superviews (and the controller of each root view on the
/// way) to the window, and from there to the `Application`, where the
/// chain ends. `scrollWheel(with:)` comes from
/// AppKit's `NSResponder`, since UIKit has no mouse wheel of its own.
@MainActor
open class Responder {
  /// Makes a responder; its `next` is nil unless a subclass says otherwise.
  public init() {}

  /// The next responder; nil here, and for the `Application`. A view's is
  /// its controller if it is a root view, else its superview; a
  /// controller's is its view's superview; a window's is its application.
  open var next: Responder? { nil }

  /// A touch began. UIKit counterpart: `touchesBegan(_:with:)`. ViewKit
  /// sends it to the view the touch began in, one touch per call, with the
  /// window's touch event.
  open func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    next?.touchesBegan(touches, with: event)
  }

  /// A touch moved (or, in phase `.stationary`, did not). UIKit
  /// counterpart: `touchesMoved(_:with:)`.
  open func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    next?.touchesMoved(touches, with: event)
  }

  /// A touch ended: the finger lifted or the mouse button came up. UIKit
  /// counterpart: `touchesEnded(_:with:)`.
  open func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    next?.touchesEnded(touches, with: event)
  }

  /// A touch was cancelled: the window lost focus, or a gesture recognizer
  /// took it (`cancelsTouchesInView`). A view hears it only if it heard the
  /// touch begin. UIKit counterpart: `touchesCancelled(_:with:)`.
  open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    next?.touchesCancelled(touches, with: event)
  }

  /// A key went down. UIKit counterpart: `pressesBegan(_:with:)`.
  open func pressesBegan(_ presses: Set<Press>, with event: Event) {
    next?.pressesBegan(presses, with: event)
  }

  /// A key came up. UIKit counterpart: `pressesEnded(_:with:)`.
  open func pressesEnded(_ presses: Set<Press>, with event: Event) {
    next?.pressesEnded(presses, with: event)
  }

  /// The mouse wheel turned over the receiver, by `event.scrollDelta`.
  open func scrollWheel(with event: Event) {
    next?.scrollWheel(with: event)
  }
}
