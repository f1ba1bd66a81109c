import Foundation
import Platform

/// The changes made inside one `animate` block, to be turned into animations.
@MainActor
final class AnimationContext {
  /// In the timeline's seconds (slow animations slow the timeline, not this).
  let duration: Double
  let delay: Double
  let options: View.AnimationOptions
  private(set) var changes: [(view: View, key: AnimationKey, from: AnimatableValue)] = []
  private struct Change: Hashable {
    let view: ObjectIdentifier
    let key: AnimationKey
  }
  private var seen: Set<Change> = []

  init(duration: Double, delay: Double, options: View.AnimationOptions) {
    self.duration = duration
    self.delay = delay
    self.options = options
  }

  /// Keeps the first value a property had in the block: the start of its animation.
  func record(_ view: View, _ key: AnimationKey, from: AnimatableValue) {
    guard seen.insert(Change(view: ObjectIdentifier(view), key: key)).inserted else { return }
    changes.append((view, key, from))
  }

  /// `.layoutSubviews`: lays out every view the block changed, while the
  /// context is still open, so the subviews' new frames animate with them.
  func layOutChangedViews() {
    var laidOut: Set<ObjectIdentifier> = []
    for change in changes where laidOut.insert(ObjectIdentifier(change.view)).inserted {
      change.view.layoutIfNeeded()
    }
  }

  /// UIKit's nesting rules: a block inside another inherits the outer
  /// block's duration (all of it remains, since the outer has not begun)
  /// and its curve and options, unless it overrides them with
  /// `.overrideInheritedDuration`, `.overrideInheritedCurve` or
  /// `.overrideInheritedOptions` (which keeps the inner curve and options).
  static func nested(
    in outer: AnimationContext?, duration: Double, delay: Double, options: View.AnimationOptions
  ) -> AnimationContext {
    guard let outer else {
      return AnimationContext(duration: duration, delay: delay, options: options)
    }
    let inheritedDuration = options.contains(.overrideInheritedDuration) ? duration : outer.duration
    var inherited = options
    if !options.contains(.overrideInheritedOptions) {
      let flags = outer.options.intersection(.flagBits)  // the outer's option flags
      let curve = (options.contains(.overrideInheritedCurve) ? options : outer.options)
        .intersection(.curveBits)
      inherited = options.subtracting(.curveBits).union(flags).union(curve)
    }
    return AnimationContext(duration: inheritedDuration, delay: delay, options: inherited)
  }
}

/// What a view looks like this frame: its model values, or where its
/// animations have got to.
///
/// Core Animation counterpart: `CALayer.presentation()`.
public struct ViewPresentation: Equatable {
  /// The centre, in the superview's coordinates, as `View.center`.
  public var center: CGPoint
  /// The view's own coordinate space, as `View.bounds`.
  public var bounds: CGRect
  /// The opacity, 0 to 1, as `View.alpha`.
  public var alpha: Double
  /// The fill behind the content (nil is transparent), as `View.backgroundColor`.
  public var backgroundColor: Color?
  /// The transform about the centre, as `View.transform3D`.
  public var transform3D: CATransform3D
  /// The rounding of the background and the shadow, as `View.cornerRadius`.
  public var cornerRadius: Double
  /// The shadow's darkness, 0 to 1, as `View.shadowOpacity`.
  public var shadowOpacity: Double
}

/// `animate(withDuration:...)`: change properties inside a block and they
/// move to their new values over time.
///
/// As in UIKit, the model values change at once, inside the block; what is
/// drawn is the presentation value, moving from the old value to the new.
/// A new animation of a property that is already animating replaces the old
/// one, whose block's completion gets `finished == false`; with
/// `.beginFromCurrentState` it starts from where the old one had got to,
/// otherwise from the old model value. Set outside any block, a property
/// that is animating takes its new model value at once, but the animation
/// runs on to the value its block set and the new value shows when it
/// ends, as Core Animation leaves an explicit animation (Apple is silent).
extension View {
  /// Animates the changes made in `animations` over `duration` seconds,
  /// after `delay`, with the curve in `options`; then calls `completion`
  /// once, never inside this call (`AnimationEngine` says when), with true
  /// if every animation ran to its end.
  /// Inside another block, the duration, curve and options are inherited
  /// unless `options` overrides them (`AnimationContext.nested`).
  public static func animate(
    withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let engine = AnimationEngine.current
    let context = AnimationContext.nested(
      in: engine.openContexts.last, duration: duration, delay: delay, options: options)
    engine.openContexts.append(context)  // 1. open a context that setters report to
    animations()  // 2. the block changes model values
    if context.options.contains(.layoutSubviews) { context.layOutChangedViews() }
    engine.openContexts.removeLast()
    commit(context, completion: completion, in: engine)  // 3. each change becomes an animation
  }

  /// `animate(withDuration:animations:)` with the default curve and no completion.
  public static func animate(withDuration duration: Double, animations: () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// Runs `actions` with animations off: what they change is set at once,
  /// even inside an animation block, as `UIView.performWithoutAnimation(_:)`.
  public static func performWithoutAnimation(_ actions: () -> Void) {
    let engine = AnimationEngine.current
    let wasEnabled = engine.areAnimationsEnabled
    engine.areAnimationsEnabled = false
    defer { engine.areAnimationsEnabled = wasEnabled }
    actions()
  }

  /// False while animations are off: changes inside animation blocks are
  /// then made at once (their completions still run, at the engine's next
  /// `advance()`).
  public static var areAnimationsEnabled: Bool { AnimationEngine.current.areAnimationsEnabled }

  /// Turns animations on or off, as `UIView.setAnimationsEnabled(_:)`.
  public static func setAnimationsEnabled(_ enabled: Bool) {
    AnimationEngine.current.areAnimationsEnabled = enabled
  }

  /// The duration of the animation block being run, in seconds (0 outside
  /// one), as `UIView.inheritedAnimationDuration`.
  public static var inheritedAnimationDuration: Double {
    AnimationEngine.current.openContexts.last?.duration ?? 0
  }

  static func commit(
    _ context: AnimationContext, completion: ((Bool) -> Void)?, in engine: AnimationEngine,
    timing: ResolvedTiming? = nil
  ) {
    let group = AnimationGroup(options: context.options, completion: completion)
    let begin = engine.clock.now + context.delay
    for change in context.changes where context.duration > 0 {
      let to = change.view.modelValue(change.key)
      let running = change.view.animations[change.key]
      guard to != change.from || running != nil else { continue }
      let from =
        context.options.contains(.beginFromCurrentState)
        ? (running?.current ?? change.from) : change.from
      let animation = PropertyAnimation(
        view: change.view, key: change.key, from: from, to: to, beginTime: begin,
        duration: context.duration, curve: context.options.timingCurve, group: group,
        repeats: context.options.contains(.repeat),
        autoreverses: context.options.contains(.autoreverse))
      animation.timing = timing
      engine.add(animation)
    }
    if group.isEmpty { engine.runOnNextTurn(group.completeEmpty()) }
  }

  /// Called by setters of animatable properties, before the change.
  func recordAnimatableChange(_ key: AnimationKey, from value: AnimatableValue) {
    let engine = AnimationEngine.current
    guard engine.areAnimationsEnabled else { return }
    engine.openContexts.last?.record(self, key, from: value)
  }

  /// The model value of an animatable property.
  func modelValue(_ key: AnimationKey) -> AnimatableValue {
    switch key {
    case .center: .point(storedCenter)
    case .bounds: .rect(storedBounds)
    case .alpha: .scalar(alpha)
    case .backgroundColor: .color(backgroundColor)
    case .transform: .transform(storedTransform3D)
    case .cornerRadius: .scalar(cornerRadius)
    case .shadowOpacity: .scalar(shadowOpacity)
    case .transitionProgress: .scalar(1)
    case .custom(let name): .scalar(customValues[name] ?? 0)
    }
  }

  /// Sets a number that the view's drawing depends on; inside an `animate`
  /// block it animates like any other property, and the view redraws its
  /// content every frame while it does. Core Animation counterpart: a
  /// custom animatable property of a layer subclass.
  public func setAnimatableValue(_ value: Double, forKey key: String) {
    let old = customValues[key] ?? 0
    guard value != old else { return }
    recordAnimatableChange(.custom(key), from: .scalar(old))
    customValues[key] = value
    setNeedsDisplay()
  }

  /// Removes every animation on the view now, as
  /// `CALayer.removeAllAnimations()`: it shows its model values again, and
  /// each animation's block completion gets `finished == false`.
  public func removeAllAnimations() {
    let engine = AnimationEngine.current
    for animation in Array(animations.values) {
      engine.runOnNextTurn(engine.finish(animation, finished: false))
    }
  }

  /// The model value for `key` (0 when never set).
  public func animatableValue(forKey key: String) -> Double { customValues[key] ?? 0 }

  /// What is drawn this frame for `key`: where its animation has got to.
  public func presentationValue(forKey key: String) -> Double {
    animations[.custom(key)]?.current.scalar ?? animatableValue(forKey: key)
  }

  /// What is drawn this frame.
  public var presentation: ViewPresentation {
    ViewPresentation(
      center: animations[.center]?.current.point ?? storedCenter,
      bounds: animations[.bounds]?.current.rect ?? storedBounds,
      alpha: animations[.alpha]?.current.scalar ?? alpha,
      backgroundColor: animations[.backgroundColor]?.current.color ?? backgroundColor,
      transform3D: animations[.transform]?.current.transform ?? storedTransform3D,
      cornerRadius: animations[.cornerRadius]?.current.scalar ?? cornerRadius,
      shadowOpacity: animations[.shadowOpacity]?.current.scalar ?? shadowOpacity)
  }

  /// True while an animation that does not allow user interaction runs on
  /// the view: it then ignores touches, as UIKit's animated views do.
  /// ViewKit's own: UIKit offers no public way to ask; scripts use it to
  /// wait, as a person would, for a view to stop moving before they press
  /// on it.
  public var isAnimatingWithoutInteraction: Bool {
    animations.values.contains { !$0.group.options.contains(.allowUserInteraction) }
  }
}

extension View.AnimationOptions {
  /// The curve chosen by the curve field; ease-in-ease-out when 0.
  var timingCurve: TimingCurve {
    switch curveField {
    case 1: .easeIn
    case 2: .easeOut
    case 3: .linear
    default: .easeInEaseOut
    }
  }
}
