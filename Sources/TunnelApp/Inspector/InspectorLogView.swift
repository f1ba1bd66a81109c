import Foundation
import Platform
import ViewKit

/// Draws the inspector's log: each line in its controller's colour, the
/// current radar press's steps numbered in a gutter as the code numbers
/// them (`RootViewController+Radar.swift`), the step running now on a
/// highlighted band, warnings in red. The newest lines that fit are shown.
///
/// No UIKit counterpart; a teaching instrument.
@MainActor
final class InspectorLogView: View {
  let log: InspectorLog
  static let gutter = 22.0

  init(log: InspectorLog) {
    self.log = log
    super.init(frame: .zero)
    isUserInteractionEnabled = false
  }

  /// One row on screen: a line, or the rest of a line too long for one row.
  struct Row {
    let line: InspectorLog.Line
    let text: String
    let isFirst: Bool
  }

  /// The rows shown now: the newest that fit the height, long lines
  /// (warnings) wrapped at spaces.
  var visibleRows: [Row] {
    let width = bounds.width - Self.gutter - 4
    let rows = log.lines.flatMap { line in
      wrapped(line.text, width: width).enumerated().map { index, text in
        Row(line: line, text: text, isFirst: index == 0)
      }
    }
    return Array(rows.suffix(max(Int(bounds.height / Self.lineHeight), 0)))
  }

  static var lineHeight: Double { InspectorPalette.font.lineHeight.rounded(.up) }

  override func draw(_ rect: CGRect, in context: GraphicsContext) {
    let font = InspectorPalette.font
    let running = log.runningStepLines()
    for (index, row) in visibleRows.enumerated() {
      let y = Double(index) * Self.lineHeight
      if log.isCurrentStep(row.line, running: running) {
        context.fill(
          CGRect(x: 0, y: y, width: bounds.width, height: Self.lineHeight),
          color: InspectorPalette.highlight)
      }
      if row.isFirst, let step = log.stepNumber(of: row.line) {
        context.drawText(
          "\(step)", at: CGPoint(x: 4, y: y), font: font, color: InspectorPalette.accent)
      }
      context.drawText(
        row.text, at: CGPoint(x: Self.gutter, y: y), font: font, color: color(of: row.line))
    }
  }

  private func color(of line: InspectorLog.Line) -> Color {
    switch line {
    case .trace(let entry): InspectorPalette.color(for: entry.name)
    case .warning: InspectorPalette.warning
    }
  }

  /// `text` in rows no wider than `width`, broken at spaces (a word
  /// longer than a row gets a row of its own).
  private func wrapped(_ text: String, width: Double) -> [String] {
    let font = InspectorPalette.font
    var rows: [String] = []
    var row = ""
    for word in text.split(separator: " ") {
      let candidate = row.isEmpty ? String(word) : row + " " + word
      if font.size(of: candidate).width <= width || row.isEmpty {
        row = candidate
      } else {
        rows.append(row)
        row = String(word)
      }
    }
    rows.append(row)
    return rows
  }
}
