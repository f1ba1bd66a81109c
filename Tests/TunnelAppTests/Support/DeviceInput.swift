import Foundation

/// Input written as a device delivers it, as script lines played through
/// the app's one event path: SDL sends one finger's motion per event (in a
/// pinch one finger's move always arrives before the other's), a mouse or
/// a touchscreen reports a few points at a time at its own rate, a real
/// drag starts a pixel inside the window's edge, and two fingers land a
/// frame apart. Tests of gestures build their input here rather than in
/// the large, simultaneous steps a test would like.
struct DeviceInput {
  /// How often a mouse or a touchscreen reports a move: 120 times a second.
  /// It is the wait written between reports; the run loop takes what has
  /// arrived at each turn, so while the app draws, a headless run plays at
  /// most one report a frame (60 a second), each at its turn's time.
  static let reportInterval = 1.0 / 120
  /// One display frame at 60 Hz: how far apart two fingers land or lift.
  static let frame = 1.0 / 60
  /// How far a finger or the mouse moves between reports, in points, unless
  /// a test asks for another step.
  static let step = 4.0
  /// The window's first column of pixels inside its edge, where a real
  /// drag from the edge starts (x = 0 is the edge itself).
  static let firstPixel = 1.0

  /// Which finger's move of a pair arrives first.
  enum Order: CaseIterable, Sendable { case firstFingerFirst, secondFingerFirst }

  private(set) var lines: [String] = []
  /// The script.
  var text: String { lines.joined(separator: "\n") }

  /// What presses: the mouse's button, or one finger on a touchscreen.
  enum Pointer: CaseIterable, Sendable { case mouse, finger }

  /// `pointer` pressed at `start`, moved to `end` in moves of at most
  /// `step` points one report apart, held there for `hold` seconds (one
  /// report by default: let go while still moving), and let go.
  mutating func drag(
    _ pointer: Pointer, from start: CGPoint, to end: CGPoint, step: Double = step,
    hold: Double = reportInterval
  ) {
    press(pointer, "down", at: start)
    for point in Self.path(from: start, to: end, step: step) {
      wait(Self.reportInterval)
      press(pointer, "move", at: point)
    }
    wait(hold)
    press(pointer, "up", at: end)
  }

  /// A click as a hand makes one: down, held for 80 ms, up.
  mutating func click(at point: CGPoint) {
    lines.append("mouse down \(Self.number(point.x)) \(Self.number(point.y))")
    wait(0.08)
    lines.append("mouse up \(Self.number(point.x)) \(Self.number(point.y))")
  }

  /// Two clicks 120 ms apart at one spot.
  mutating func doubleClick(at point: CGPoint) {
    click(at: point)
    wait(0.12)
    click(at: point)
  }

  /// Two fingers: down at `start` a frame apart, each moved to `end` in
  /// moves of at most `step` points, one finger's move an event (in
  /// `order`), then up a frame apart.
  mutating func twoFingers(
    from start: (CGPoint, CGPoint), to end: (CGPoint, CGPoint), step: Double = step,
    order: Order = .firstFingerFirst
  ) {
    touch("down", 1, start.0)
    wait(Self.frame)
    touch("down", 2, start.1)
    wait(Self.frame)
    let first = Self.path(from: start.0, to: end.0, step: step)
    let second = Self.path(from: start.1, to: end.1, step: step)
    for i in 0..<max(first.count, second.count) {
      let a = first[min(i, first.count - 1)]
      let b = second[min(i, second.count - 1)]
      for (id, point) in order == .firstFingerFirst ? [(1, a), (2, b)] : [(2, b), (1, a)] {
        touch("move", id, point)
        wait(Self.reportInterval)
      }
    }
    touch("up", 1, end.0)
    wait(Self.frame)
    touch("up", 2, end.1)
  }

  mutating func wait(_ seconds: Double) {
    lines.append("wait \(Self.number(seconds))")
  }

  /// Any other script line: a key, a click on a named target.
  mutating func command(_ line: String) {
    lines.append(line)
  }

  private mutating func touch(_ phase: String, _ id: Int, _ point: CGPoint) {
    lines.append("touch \(phase) \(id) \(Self.number(point.x)) \(Self.number(point.y))")
  }

  /// A `phase` ("down", "move" or "up") of the mouse's button, or of finger 0.
  private mutating func press(_ pointer: Pointer, _ phase: String, at point: CGPoint) {
    switch pointer {
    case .mouse: lines.append("mouse \(phase) \(Self.number(point.x)) \(Self.number(point.y))")
    case .finger: touch(phase, 0, point)
    }
  }

  /// The points a move from `start` to `end` reports, `end` last: equal
  /// steps of at most `step` points (at least one).
  static func path(from start: CGPoint, to end: CGPoint, step: Double) -> [CGPoint] {
    let length = hypot(end.x - start.x, end.y - start.y)
    let count = max(1, Int((length / step).rounded(.up)))
    return (1...count).map { i in
      let t = Double(i) / Double(count)
      return CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
    }
  }

  /// A script's plain decimal: the script takes no exponent and no sign.
  static func number(_ value: Double) -> String {
    String(format: "%.4f", max(0, value))
  }
}
