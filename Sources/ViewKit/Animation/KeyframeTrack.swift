import Foundation

/// The values one property passes through in a keyframe animation, and how
/// to go between them: Core Animation's `CAKeyframeAnimation` with its
/// `values`, `keyTimes` and `calculationMode`.
///
/// The points come from the keyframes: the property holds its value until
/// a keyframe that changes it starts, moves to the keyframe's value by the
/// keyframe's end, and holds again. So a keyframe from 0.2 lasting 0.3
/// gives the points (0, v0), (0.2, v0), (0.5, v1), (1, v1).
///
/// A keyframe of no length is a jump: as Apple documents, its properties
/// "update immediately at the specified start time". It gives two points
/// at one time, (0.5, v0) and (0.5, v1): before 0.5 the value is v0, from
/// 0.5 on it is v1, and a cubic curve does not reach across the jump. One
/// that starts inside an earlier keyframe's stretch changes the value that
/// keyframe moves to instead (the later keyframe wins).
struct KeyframeTrack {
  enum Mode { case linear, discrete, paced, cubic, cubicPaced }

  /// Times 0...1, never falling (two equal times are a jump), the first 0
  /// and the last 1.
  let times: [Double]
  let values: [AnimatableValue]
  /// When each keyframe's value first appears, for the discrete mode:
  /// (0, v0) and each keyframe's (start, value).
  let steps: [(time: Double, value: AnimatableValue)]
  let mode: Mode

  /// The track from `initial` through `keyframes`, sorted by their start
  /// (at one start, the shorter first: a jump, then what moves on from it).
  init(
    initial: AnimatableValue,
    keyframes: [(start: Double, duration: Double, value: AnimatableValue)],
    mode: Mode
  ) {
    let sorted = keyframes.sorted { ($0.start, $0.duration) < ($1.start, $1.duration) }
    var times = [0.0]
    var values = [initial]
    for keyframe in sorted {
      let end = min(keyframe.start + keyframe.duration, 1)
      if keyframe.start > times.last! {  // hold until the keyframe starts
        times.append(keyframe.start)
        values.append(values.last!)
      }
      if end > times.last! || (keyframe.duration <= 0 && keyframe.start == times.last!) {
        times.append(end)  // a jump when the keyframe has no length
        values.append(keyframe.value)
      } else {  // inside an earlier keyframe's stretch: it changes where that one goes
        values[values.count - 1] = keyframe.value
      }
    }
    if times.last! < 1 {
      times.append(1)
      values.append(values.last!)
    }
    self.times = times
    self.values = values
    steps = [(0, initial)] + sorted.map { ($0.start, $0.value) }
    self.mode = mode
  }

  /// The value at `progress` (0...1) of the animation's time.
  func value(at progress: Double) -> AnimatableValue {
    let t = min(max(progress, 0), 1)
    switch mode {
    case .linear: return linear(at: t)
    case .discrete: return steps.last(where: { $0.time <= t })?.value ?? values[0]
    case .paced: return paced(at: t, cubic: false)
    case .cubic: return cubic(at: t)
    case .cubicPaced: return paced(at: t, cubic: true)
    }
  }

  /// The segment of `times` holding `t`, and how far through it `t` is;
  /// at a jump's time, the segment after the jump.
  private static func segment(_ times: [Double], _ t: Double) -> (Int, Double) {
    let i = max(0, min(times.count - 2, (times.lastIndex { $0 <= t } ?? 0)))
    let span = times[i + 1] - times[i]
    return (i, span > 0 ? (t - times[i]) / span : 1)
  }

  private func linear(at t: Double) -> AnimatableValue {
    let (i, local) = Self.segment(times, t)
    return values[i].interpolated(to: values[i + 1], local)
  }

  /// The spline through the points; a jump ends the curve on either side
  /// of it, as the first and last points do.
  private func cubic(at t: Double) -> AnimatableValue {
    let (i, local) = Self.segment(times, t)
    let before = i > 0 && times[i - 1] < times[i] ? i - 1 : i
    let after = i + 2 < times.count && times[i + 2] > times[i + 1] ? i + 2 : i + 1
    return Self.catmullRom([values[before], values[i], values[i + 1], values[after]], 1, local)
  }

  /// Even speed along the path through the distinct values: each segment
  /// gets time in proportion to its length.
  private func paced(at t: Double, cubic: Bool) -> AnimatableValue {
    var path: [AnimatableValue] = []
    for value in values where path.last.map({ $0.distance(to: value) > 0 }) ?? true {
      path.append(value)
    }
    guard path.count > 1 else { return path.last ?? values[0] }
    var lengths = [0.0]
    for i in 1..<path.count { lengths.append(lengths.last! + path[i - 1].distance(to: path[i])) }
    let total = lengths.last!
    let (i, local) = Self.segment(lengths.map { $0 / total }, t)
    return cubic ? Self.catmullRom(path, i, local) : path[i].interpolated(to: path[i + 1], local)
  }

  /// The uniform Catmull-Rom spline between points i and i+1, the ends
  /// repeated as their own neighbours:
  /// p(s) = ½ (2 P1 + (P2 - P0) s + (2 P0 - 5 P1 + 4 P2 - P3) s² + (3 P1 - P0 - 3 P2 + P3) s³).
  static func catmullRom(_ points: [AnimatableValue], _ i: Int, _ s: Double) -> AnimatableValue {
    let p1 = points[i].components
    let p2 = points[i + 1].components
    let p0 = i > 0 ? points[i - 1].components : p1
    let p3 = i + 2 < points.count ? points[i + 2].components : p2
    guard p0.count == p1.count, p2.count == p1.count, p3.count == p1.count else {
      return points[i].interpolated(to: points[i + 1], s)
    }
    let (s2, s3) = (s * s, s * s * s)
    let mixed = (0..<p1.count).map { k in
      let (a, b, c, d) = (p0[k], p1[k], p2[k], p3[k])
      return 0.5
        * (2 * b + (c - a) * s + (2 * a - 5 * b + 4 * c - d) * s2 + (3 * b - a - 3 * c + d) * s3)
    }
    return points[i].with(components: mixed)
  }
}
