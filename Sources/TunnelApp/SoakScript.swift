import Foundation

/// A long, random but repeatable session for `tunnel soak`: digs to random
/// places, radar presses, keys and waits, one command a line, in the
/// script language the player reads.
public enum SoakScript {
  /// Exactly `count` commands drawn from `seed` (the last draw cut short
  /// if it overflows): the same seed, the same script.
  ///
  /// The mix, per draw: 0.2% a dig and 0.05% a drag of the X to a place
  /// uniform on the sphere, each after zooming out three steps (a longer
  /// first drag; after each drop the map returns to its usual span, so a
  /// far place takes tens of drags); 10% a radar press; 39.75% a key
  /// (arrows, with and without Shift, zoom in and out, T, M (a memory
  /// warning: hidden geo-info views unload, and load again at the next
  /// turn), Escape, ? twice, opening and closing the help, and the teaching
  /// instruments: G, [, ], {, }, W, I twice, and P, a step on, a step back,
  /// P); 50% a
  /// wait of 0 to 0.05 s. Short waits keep the session busy: presses land
  /// mid-flip and mid-zoom, as a restless user's do, and an hour of real
  /// use fits in minutes. No `quit`, no Q and no S: the session must play
  /// to its end at normal speed.
  public static func generate(count: Int, seed: UInt64) -> [String] {
    var random = SplitMix64(seed: seed)
    var commands: [String] = []
    commands.reserveCapacity(count + 8)
    while commands.count < count { commands += draw(&random) }
    return Array(commands.prefix(count))
  }

  private static let keys = [
    "up", "down", "left", "right", "shift+up", "shift+down", "shift+left", "shift+right",
    "plus", "minus", "T", "M", "escape", "question", "G", "[", "]", "{", "}", "W", "I", "P",
  ]
  private static let waits = ["0", "0", "0", "0.02", "0.05"]
  private static let zoomOut = Array(repeating: "key minus", count: 3)

  private static func draw(_ random: inout SplitMix64) -> [String] {
    switch random.unit() {
    case ..<0.002: return zoomOut + ["dig " + place(&random)]
    case ..<0.0025: return zoomOut + ["drag-target " + place(&random)]
    case ..<0.1025: return ["click radar"]
    case ..<0.50:
      let key = keys[random.index(below: keys.count)]
      // The help and the inspector close as soon as they open (a script
      // cannot drag under them), and a pause ends after two steps (a held
      // clock would hold the radar for ever).
      switch key {
      case "question", "I": return ["key " + key, "key " + key]
      case "P": return ["key P", "key .", "key ,", "key P"]
      default: return ["key " + key]
      }
    default: return ["wait " + waits[random.index(below: waits.count)]]
    }
  }

  /// A point uniform on the sphere: longitude uniform, and the sine of the
  /// latitude uniform in -1...1 (equal areas in equal bands), kept off the
  /// poles' single points.
  private static func place(_ random: inout SplitMix64) -> String {
    let latitude = asin(2 * random.unit() - 1) * 180 / .pi
    let longitude = random.unit() * 360 - 180
    return String(format: "%.4f %.4f", min(max(latitude, -89.9), 89.9), longitude)
  }
}

/// Steele, Lea and Flood's SplitMix64: a tiny, fast generator whose output
/// depends only on its seed, so a soak can be replayed exactly.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A double in [0, 1): the top 53 bits, which a double holds exactly.
  mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

  mutating func index(below count: Int) -> Int { Int(next() % UInt64(count)) }
}
