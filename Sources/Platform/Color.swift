import Foundation

/// An RGBA color with components in 0...1, in the sRGB space.
///
/// UIKit counterpart: `UIColor`. Deliberate difference: a value type with
/// stored components, so it is `Sendable`, `Equatable` and cheap to animate.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A color from a 0xRRGGBB literal, as designers write it.
  public init(hex: UInt32, alpha: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255, alpha: alpha)
  }

  /// The same color with another alpha, as `UIColor.withAlphaComponent(_:)`.
  public func withAlphaComponent(_ alpha: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Straight (unpremultiplied) 8-bit channels, rounded to nearest.
  public var bytes: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
    return (byte(red), byte(green), byte(blue), byte(alpha))
  }

  public var description: String {
    let b = bytes
    return "Color(r: \(b.r), g: \(b.g), b: \(b.b), a: \(b.a))"
  }

  public static let clear = Color(white: 0, alpha: 0)
  public static let black = Color(white: 0)
  public static let white = Color(white: 1)
  public static let gray = Color(white: 0.5)
  public static let lightGray = Color(white: 2.0 / 3.0)
  public static let darkGray = Color(white: 1.0 / 3.0)
  public static let red = Color(red: 1, green: 0, blue: 0)
  public static let green = Color(red: 0, green: 1, blue: 0)
  public static let blue = Color(red: 0, green: 0, blue: 1)
  public static let yellow = Color(red: 1, green: 1, blue: 0)
  public static let orange = Color(red: 1, green: 0.5, blue: 0)
  /// iOS's system blue, the tint of buttons.
  public static let systemBlue = Color(hex: 0x007AFF)
}
