import Foundation

/// A storyboard file as JSON gives it, before it is checked: the scenes,
/// the initial scene, and each scene's segues. Unknown keys are refused,
/// so a misspelt key is an error and not a silent default.
///
///     { "initial": "root",
///       "scenes": [
///         { "identifier": "root", "class": "RootViewController",
///           "attributes": { "key": "value" },
///           "segues": [
///             { "identifier": "startMap", "kind": "embed", "destination": "startMap",
///               "container": "top" },
///             { "identifier": "help", "kind": "present", "destination": "help",
///               "presentationStyle": "overFullScreen", "transitionStyle": "coverVertical" },
///             { "identifier": "fade", "kind": "custom", "class": "FadeSegue",
///               "destination": "other" },
///             { "identifier": "done", "kind": "unwind", "action": "unwindToRoot" } ] } ] }
///
/// UIKit counterpart: the compiled `.storyboardc` that Interface Builder
/// writes; this is a small, readable stand-in (README, "A storyboard").
struct StoryboardDocument: Decodable {
  var initial: String?
  var scenes: [SceneDocument]

  struct SceneDocument: Decodable {
    var identifier: String
    var className: String
    var attributes: [String: String]
    var segues: [SegueDocument]

    enum CodingKeys: String, CodingKey, CaseIterable {
      case identifier
      case className = "class"
      case attributes, segues
    }

    init(from decoder: Decoder) throws {
      try StoryboardDocument.refuseUnknownKeys(CodingKeys.self, in: decoder)
      let values = try decoder.container(keyedBy: CodingKeys.self)
      identifier = try values.decode(String.self, forKey: .identifier)
      className = try values.decode(String.self, forKey: .className)
      attributes = try values.decodeIfPresent([String: String].self, forKey: .attributes) ?? [:]
      segues = try values.decodeIfPresent([SegueDocument].self, forKey: .segues) ?? []
    }
  }

  struct SegueDocument: Decodable {
    var identifier: String
    var kind: String
    var destination: String?
    var container: String?
    var presentationStyle: String?
    var transitionStyle: String?
    var animated: Bool?
    var className: String?
    var action: String?

    enum CodingKeys: String, CodingKey, CaseIterable {
      case identifier, kind, destination, container, presentationStyle, transitionStyle
      case animated
      case className = "class"
      case action
    }

    init(from decoder: Decoder) throws {
      try StoryboardDocument.refuseUnknownKeys(CodingKeys.self, in: decoder)
      let values = try decoder.container(keyedBy: CodingKeys.self)
      identifier = try values.decode(String.self, forKey: .identifier)
      kind = try values.decode(String.self, forKey: .kind)
      destination = try values.decodeIfPresent(String.self, forKey: .destination)
      container = try values.decodeIfPresent(String.self, forKey: .container)
      presentationStyle = try values.decodeIfPresent(String.self, forKey: .presentationStyle)
      transitionStyle = try values.decodeIfPresent(String.self, forKey: .transitionStyle)
      animated = try values.decodeIfPresent(Bool.self, forKey: .animated)
      className = try values.decodeIfPresent(String.self, forKey: .className)
      action = try values.decodeIfPresent(String.self, forKey: .action)
    }
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case initial, scenes
  }

  init(from decoder: Decoder) throws {
    try Self.refuseUnknownKeys(CodingKeys.self, in: decoder)
    let values = try decoder.container(keyedBy: CodingKeys.self)
    initial = try values.decodeIfPresent(String.self, forKey: .initial)
    scenes = try values.decode([SceneDocument].self, forKey: .scenes)
  }

  /// Any key: to list what an object holds.
  struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Throws for a key `Keys` does not name.
  static func refuseUnknownKeys<Keys: CodingKey & CaseIterable>(
    _ keys: Keys.Type, in decoder: Decoder
  ) throws {
    let known = Set(Keys.allCases.map(\.stringValue))
    let container = try decoder.container(keyedBy: AnyKey.self)
    if let unknown = container.allKeys.map(\.stringValue).sorted().first(where: {
      !known.contains($0)
    }) {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath + [AnyKey(stringValue: unknown)],
          debugDescription: "unknown key"))
    }
  }
}

extension StoryboardDocument {
  /// Decodes `data`, or throws a `.malformed` error that says where: the
  /// scene (by its index, since its identifier may be what is missing) and
  /// the key.
  static func decode(_ data: Data, file: String) throws(StoryboardError) -> StoryboardDocument {
    do {
      return try JSONDecoder().decode(StoryboardDocument.self, from: data)
    } catch let error as DecodingError {
      throw StoryboardError(.malformed, file: file, Self.describe(error))
    } catch {
      throw StoryboardError(.malformed, file: file, "not JSON")
    }
  }

  private static func describe(_ error: DecodingError) -> String {
    switch error {
    case .keyNotFound(let key, let context):
      return "\(location(context.codingPath))\"\(key.stringValue)\" is missing"
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      return "\(location(context.codingPath))expected \(typeName(type))"
    case .dataCorrupted(let context):
      if context.debugDescription == "unknown key", let key = context.codingPath.last {
        let path = Array(context.codingPath.dropLast())
        return "\(location(path))unknown key \"\(StoryboardError.printable(key.stringValue))\""
      }
      return context.codingPath.isEmpty ? "not JSON" : "\(location(context.codingPath))bad value"
    @unknown default:
      return "not a storyboard"
    }
  }

  /// "scene #2, segue #1, key "kind": " for a coding path.
  private static func location(_ path: [CodingKey]) -> String {
    var parts: [String] = []
    var previous: String?
    for key in path {
      if let index = key.intValue {
        let what = previous == "segues" ? "segue" : "scene"
        parts.append("\(what) #\(index + 1)")
      } else if !["scenes", "segues"].contains(key.stringValue) {
        parts.append("\"\(StoryboardError.printable(key.stringValue))\"")
      }
      previous = key.stringValue
    }
    return parts.isEmpty ? "" : parts.joined(separator: ", ") + ": "
  }

  private static func typeName(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Bool.Type: "true or false"
    case is [String: String].Type: "an object of strings"
    default: "another type here"
    }
  }
}
