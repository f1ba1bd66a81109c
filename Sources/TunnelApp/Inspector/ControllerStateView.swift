import Foundation
import Platform
import ViewKit

/// The inspector's table of controllers: for each, its parent, whether its
/// view is loaded and in the window, its appearance state, and
/// `isMovingToParent` / `isMovingFromParent` as its last appearance
/// callback saw them; under it, each navigation stack shown, root first,
/// and the Guide's tab bar controller and page view controller when it is
/// shown: the tab selected and the page shown.
/// Read afresh every time it is drawn.
///
/// No UIKit counterpart; a teaching instrument (Xcode's view debugger shows
/// some of this, with the app stopped).
@MainActor
final class ControllerStateView: View {
  /// One controller's row.
  struct Row: Equatable {
    let name: String
    let parent: String
    let isViewLoaded: Bool
    let isInWindow: Bool
    let appearance: String
    /// "to", "from" or "–": the moving flags inside the last appearance callback.
    let moving: String
  }

  let log: InspectorLog
  /// The controllers to list, in order.
  var controllers: () -> [ViewController] = { [] }
  /// The navigation controllers whose stacks to show.
  var stacks: () -> [NavigationController] = { [] }
  /// Lines about other containers' state (the Guide's tab and page).
  var containers: () -> [String] = { [] }
  static let columns: [(title: String, x: Double)] = [
    ("controller", 0), ("parent", 74), ("loaded", 136), ("in window", 180), ("appearance", 242),
    ("moving", 318),
  ]

  init(log: InspectorLog) {
    self.log = log
    super.init(frame: .zero)
    isUserInteractionEnabled = false
  }

  /// The rows as they are now.
  var rows: [Row] {
    controllers().map { controller in
      let seen = log.lastAppearance[controller.traceName]
      let moving = seen.map { $0.toParent ? "to" : $0.fromParent ? "from" : "–" } ?? "–"
      return Row(
        name: controller.traceName, parent: controller.parent?.traceName ?? "–",
        isViewLoaded: controller.isViewLoaded, isInWindow: controller.viewIfLoaded?.window != nil,
        appearance: controller.appearanceState.rawValue, moving: moving)
    }
  }

  /// "stack detailsNavigation: details › Other end": each stack, root
  /// first, the top last; then the other containers' lines.
  var stackLines: [String] {
    stacks().map { navigation in
      "stack \(navigation.traceName): "
        + navigation.viewControllers.map(\.traceName).joined(separator: " › ")
    } + containers()
  }

  static var rowHeight: Double { InspectorLogView.lineHeight }

  override func draw(_ rect: CGRect, in context: GraphicsContext) {
    let font = InspectorPalette.font
    for (title, x) in Self.columns {
      context.drawText(title, at: CGPoint(x: x + 4, y: 0), font: font, color: InspectorPalette.dim)
    }
    for (index, row) in rows.enumerated() {
      let y = Double(index + 1) * Self.rowHeight
      let cells = [
        row.name, row.parent, row.isViewLoaded ? "yes" : "no", row.isInWindow ? "yes" : "no",
        row.appearance, row.moving,
      ]
      let color = InspectorPalette.color(for: row.name)
      for (cell, column) in zip(cells, Self.columns) {
        context.drawText(cell, at: CGPoint(x: column.x + 4, y: y), font: font, color: color)
      }
    }
    let note = "moving: isMovingTo/FromParent in its last appearance callback"
    context.drawText(
      note, at: CGPoint(x: 4, y: Double(rows.count + 1) * Self.rowHeight), font: font,
      color: InspectorPalette.dim)
    for (index, line) in stackLines.enumerated() {
      let y = Double(rows.count + 2 + index) * Self.rowHeight
      context.drawText(line, at: CGPoint(x: 4, y: y), font: font, color: InspectorPalette.dim)
    }
  }

  /// The height the table needs for `count` controllers and `stacks` stacks.
  static func height(for count: Int, stacks: Int = 0) -> Double {
    Double(count + 2 + stacks) * rowHeight
  }
}
