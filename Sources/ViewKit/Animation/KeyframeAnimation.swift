import Foundation

/// What the keyframes of one `animateKeyframes` block changed, in the
/// order their blocks ran.
@MainActor
final class KeyframeCollector {
  struct Change {
    let view: View
    let key: AnimationKey
    let from: AnimatableValue
    let to: AnimatableValue
    let start: Double
    let duration: Double
  }
  var changes: [Change] = []

  /// Records the changes of one keyframe's context, with the values the
  /// keyframe's block left.
  func add(_ context: AnimationContext, start: Double, duration: Double) {
    for change in context.changes {
      changes.append(
        Change(
          view: change.view, key: change.key, from: change.from,
          to: change.view.modelValue(change.key), start: start, duration: duration))
    }
  }
}

/// Keyframe animations: `UIView.animateKeyframes(withDuration:...)` and
/// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`.
///
/// Each keyframe's block runs at once, changing model values, as in
/// `animate`; what it changed moves to its new value between the
/// keyframe's relative start and end. A property changed by several
/// keyframes passes through each value in turn (`KeyframeTrack`), in the
/// calculation mode the options name. Changes made in the outer block,
/// outside any keyframe, are a keyframe over the whole duration. The time
/// runs linearly over the duration: the options have no curve.
extension View {
  /// Animates the changes made in `animations` and in the keyframes it adds
  /// over `duration` seconds, after `delay`, as
  /// `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`;
  /// then calls `completion` once, never inside this call, with true if
  /// every animation ran to its end.
  /// Inside another animation block the duration and options are inherited
  /// as in `animate`, unless `options` overrides them; the curve is always
  /// linear.
  public static func animateKeyframes(
    withDuration duration: Double, delay: Double = 0, options: KeyframeAnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let engine = AnimationEngine.current
    let flags = options.animationOptions.union(.curveLinear).union(.overrideInheritedCurve)
    let context = AnimationContext.nested(
      in: engine.openContexts.last, duration: duration, delay: delay, options: flags)
    let collector = KeyframeCollector()
    engine.openContexts.append(context)
    engine.openKeyframes.append(collector)
    animations()
    engine.openKeyframes.removeLast()
    engine.openContexts.removeLast()
    collector.changes.insert(
      contentsOf: context.changes.map {
        KeyframeCollector.Change(
          view: $0.view, key: $0.key, from: $0.from, to: $0.view.modelValue($0.key), start: 0,
          duration: 1)
      }, at: 0)
    commitKeyframes(collector, context: context, mode: options.trackMode, completion: completion)
  }

  /// Adds a keyframe to the enclosing `animateKeyframes` block: what
  /// `animations` changes moves between `frameStartTime` and
  /// `frameStartTime + frameDuration`, both fractions of that block's duration.
  public static func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: () -> Void
  ) {
    let engine = AnimationEngine.current
    guard let collector = engine.openKeyframes.last, let outer = engine.openContexts.last else {
      preconditionFailure("addKeyframe must be called inside an animateKeyframes block")
    }
    precondition(
      (0...1).contains(frameStartTime) && (0...1).contains(frameDuration),
      "addKeyframe: the relative start time and duration must be in 0...1")
    let context = AnimationContext(duration: outer.duration, delay: 0, options: outer.options)
    engine.openContexts.append(context)
    animations()
    engine.openContexts.removeLast()
    collector.add(context, start: frameStartTime, duration: frameDuration)
  }

  /// One animation per changed property, along its keyframe track.
  private static func commitKeyframes(
    _ collector: KeyframeCollector, context: AnimationContext, mode: KeyframeTrack.Mode,
    completion: ((Bool) -> Void)?
  ) {
    let engine = AnimationEngine.current
    let group = AnimationGroup(options: context.options, completion: completion)
    var order: [(View, AnimationKey)] = []
    var byProperty: [PropertyKey: [KeyframeCollector.Change]] = [:]
    for change in collector.changes {
      let id = PropertyKey(view: ObjectIdentifier(change.view), key: change.key)
      if byProperty[id] == nil { order.append((change.view, change.key)) }
      byProperty[id, default: []].append(change)
    }
    for (view, key) in order where context.duration > 0 {
      let changes = byProperty[PropertyKey(view: ObjectIdentifier(view), key: key)]!
      let track = KeyframeTrack(
        initial: changes[0].from,
        keyframes: changes.map { ($0.start, $0.duration, $0.to) }, mode: mode)
      let animation = PropertyAnimation(
        view: view, key: key, from: changes[0].from, to: view.modelValue(key),
        beginTime: engine.clock.now + context.delay, duration: context.duration, curve: .linear,
        group: group, repeats: context.options.contains(.repeat),
        autoreverses: context.options.contains(.autoreverse))
      animation.keyframes = track
      engine.add(animation)
    }
    if group.isEmpty { engine.runOnNextTurn(group.completeEmpty()) }
  }

  private struct PropertyKey: Hashable {
    let view: ObjectIdentifier
    let key: AnimationKey
  }
}

extension View.KeyframeAnimationOptions {
  var trackMode: KeyframeTrack.Mode {
    switch calculationField {
    case 1: .discrete
    case 2: .paced
    case 3: .cubic
    case 4: .cubicPaced
    default: .linear
    }
  }
}
