import Foundation
import Platform
import ViewKit

/// The inspector's colours and type: one colour per controller, so a
/// controller's lines in the log and its row in the state table match.
///
/// No UIKit counterpart; a teaching instrument.
@MainActor
enum InspectorPalette {
  static let background = Color(white: 0.07, alpha: 0.95)
  static let text = Color(white: 0.85)
  static let dim = Color(white: 0.55)
  static let warning = Color(hex: 0xFF5A4E)
  static let highlight = Color(hex: 0x3A3F1E)
  static let accent = Color(hex: 0xFFD21A)
  static let font = Font.systemFont(ofSize: 11)
  static let boldFont = Font.boldSystemFont(ofSize: 12)

  /// The app's controllers in a fixed order, each with its colour.
  static let controllerColors: [(name: String, color: Color)] = [
    ("root", Color(white: 0.92)),
    ("startMap", Color(hex: 0x6FB7FF)),
    ("targetMap", Color(hex: 0x7BE08A)),
    ("startGeo", Color(hex: 0xFFA94D)),
    ("targetGeo", Color(hex: 0xF783C6)),
  ]

  /// Any other name gets one of these, always the same for the same name.
  private static let others = [Color(hex: 0xB197FC), Color(hex: 0x66D9E8), Color(hex: 0xE9D66B)]

  static func color(for name: String) -> Color {
    if let known = controllerColors.first(where: { $0.name == name }) { return known.color }
    let sum = name.unicodeScalars.reduce(0) { $0 + Int($1.value) }
    return others[sum % others.count]
  }
}
