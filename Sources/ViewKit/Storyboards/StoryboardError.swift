import Foundation

/// Why a storyboard could not be read, checked or used: one line naming the
/// file and, when there is one, the scene.
///
/// UIKit counterpart: none as a type. UIKit raises an Objective-C exception
/// for a storyboard it cannot load, an identifier it does not know
/// (`instantiateViewController(withIdentifier:)`) or a segue a controller
/// does not have (`performSegue(withIdentifier:sender:)`). Swift cannot
/// catch those, so ViewKit throws this instead; a program that loads a
/// storyboard at launch prints it and exits with status 2.
public struct StoryboardError: Error, Equatable, CustomStringConvertible, Sendable {
  /// What went wrong, broadly; each raw value is the case's name.
  public enum Kind: String, Sendable {
    /// The file could not be read.
    case unreadable
    /// Not JSON, or not a storyboard's shape (a key missing, unknown or mistyped).
    case malformed
    /// A scene named (as initial, destination or in code) that the file lacks,
    /// or declared twice.
    case missingScene
    /// A controller or segue class the registry does not know.
    case unknownClass
    /// Scenes that contain each other, so instantiating one never ends.
    case cycle
    /// A segue with a bad kind, destination, container, style or action.
    case badSegue
    /// A scene's attribute its factory refused.
    case badAttribute
    /// `performSegue(withIdentifier:sender:)` with an identifier the scene lacks,
    /// or on a controller not made from a storyboard.
    case noSegue
  }

  /// What went wrong, broadly, for a program or a test to tell errors apart.
  public let kind: Kind
  /// The storyboard's file name, as errors show it.
  public let file: String
  /// The scene at fault, when there is one.
  public let scene: String?
  /// What went wrong, in words, shown after the file and scene; always one line.
  public let detail: String

  /// An error of `kind` in `file` (and in `scene`, when given). Each run of
  /// line breaks in `detail` becomes one space, and leading and trailing ones
  /// are dropped, so that the error stays one line.
  public init(_ kind: Kind, file: String, scene: String? = nil, _ detail: String) {
    self.kind = kind
    self.file = file
    self.scene = scene
    // One line, whatever a decoder or a factory put in the detail.
    self.detail = detail.split(whereSeparator: \.isNewline).joined(separator: " ")
  }

  public var description: String {
    let scenePart = scene.map { "scene \"\(Self.printable($0))\": " } ?? ""
    return "storyboard \(file): \(scenePart)\(detail)"
  }

  /// A name from the file, shortened and with control characters escaped,
  /// so a hostile name cannot break the one line.
  static func printable(_ name: String) -> String {
    let short = name.count > 60 ? String(name.prefix(60)) + "…" : name
    return short.unicodeScalars.map { scalar in
      scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
        ? scalar.escaped(asASCII: true) : String(scalar)
    }.joined()
  }
}
