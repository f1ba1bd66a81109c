import Foundation

/// The Guide's tabs, in the bar's order: each tab's title, and the name a
/// script's `click tab` gives it.
public enum GuideTab: String, CaseIterable, Sendable {
  case keys
  case touch
  case instruments
  case article

  /// The title on the tab's button, and its controller's.
  var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
