import Foundation
import Testing

@testable import ViewKit

/// Bad storyboards: each is refused when it is loaded, with one line that
/// names the file and, where there is one, the scene.
@Suite @MainActor
struct StoryboardErrorTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let json: String
    let kind: StoryboardError.Kind
    let line: String
    var testDescription: String { name }
  }

  nonisolated static let file = "storyboard Test.storyboard.json: "

  nonisolated static let cases: [Case] = [
    Case(
      name: "missing initial scene",
      json: #"{ "initial": "b", "scenes": [ { "identifier": "a", "class": "Scene" } ] }"#,
      kind: .missingScene, line: #"the initial scene "b" is missing"#),
    Case(
      name: "missing destination scene",
      json:
        #"{ "scenes": [ { "identifier": "a", "class": "Scene", "segues": [ { "identifier": "s", "kind": "present", "destination": "z" } ] } ] }"#,
      kind: .missingScene, line: #"scene "a": segue "s": its destination "z" is missing"#),
    Case(
      name: "scene declared twice",
      json:
        #"{ "scenes": [ { "identifier": "a", "class": "Scene" }, { "identifier": "a", "class": "Scene" } ] }"#,
      kind: .missingScene, line: #"scene "a": declared twice"#),
    Case(
      name: "unknown class", json: #"{ "scenes": [ { "identifier": "a", "class": "Nope" } ] }"#,
      kind: .unknownClass, line: #"scene "a": unknown class "Nope""#),
    Case(
      name: "containment cycle",
      json:
        #"{ "scenes": [ { "identifier": "a", "class": "Scene", "segues": [ { "identifier": "s", "kind": "embed", "destination": "b" } ] }, { "identifier": "b", "class": "Scene", "segues": [ { "identifier": "t", "kind": "relationship", "destination": "a" } ] } ] }"#,
      kind: .cycle, line: #"scene "a": contains itself: a -> b -> a"#),
    Case(
      name: "scene that embeds itself",
      json:
        #"{ "scenes": [ { "identifier": "a", "class": "Scene", "segues": [ { "identifier": "s", "kind": "embed", "destination": "a" } ] } ] }"#,
      kind: .cycle, line: #"scene "a": contains itself: a -> a"#),
    Case(
      name: "unknown segue kind",
      json:
        #"{ "scenes": [ { "identifier": "a", "class": "Scene", "segues": [ { "identifier": "s", "kind": "push", "destination": "a" } ] } ] }"#,
      kind: .badSegue,
      line:
        #"scene "a": segue "s": unknown kind "push" (one of embed, relationship, present, show, custom, unwind)"#
    ),
    Case(
      name: "segue without destination",
      json:
        #"{ "scenes": [ { "identifier": "a", "class": "Scene", "segues": [ { "identifier": "s", "kind": "custom", "class": "Logging" } ] } ] }"#,
      kind: .badSegue, line: #"scene "a": segue "s": no destination"#),
    Case(
      name: "unknown container",
      json:
        #"{ "scenes": [ { "identifier": "a", "class": "Slot", "segues": [ { "identifier": "s", "kind": "embed", "destination": "b", "container": "hole" } ] }, { "identifier": "b", "class": "Scene" } ] }"#,
      kind: .badSegue, line: #"scene "a": segue "s": its source has no container "hole""#),
    Case(
      name: "unknown segue class",
      json:
        #"{ "scenes": [ { "identifier": "a", "class": "Scene", "segues": [ { "identifier": "s", "kind": "custom", "class": "Warp", "destination": "a" } ] } ] }"#,
      kind: .badSegue, line: #"scene "a": segue "s": unknown segue class "Warp""#),
    Case(
      name: "unwind without action",
      json:
        #"{ "scenes": [ { "identifier": "a", "class": "Scene", "segues": [ { "identifier": "s", "kind": "unwind" } ] } ] }"#,
      kind: .badSegue, line: #"scene "a": segue "s": no action"#),
    Case(
      name: "segue declared twice",
      json:
        #"{ "scenes": [ { "identifier": "a", "class": "Scene", "segues": [ { "identifier": "s", "kind": "unwind", "action": "x" }, { "identifier": "s", "kind": "unwind", "action": "y" } ] } ] }"#,
      kind: .badSegue, line: #"scene "a": segue "s" is declared twice"#),
    Case(
      name: "field the kind does not take",
      json:
        #"{ "scenes": [ { "identifier": "a", "class": "Scene", "segues": [ { "identifier": "s", "kind": "unwind", "action": "x", "destination": "a" } ] } ] }"#,
      kind: .badSegue, line: #"scene "a": segue "s": a unwind segue takes no "destination""#),
    Case(
      name: "missing key", json: #"{ "scenes": [ { "identifier": "a" } ] }"#,
      kind: .malformed, line: #"scene #1: "class" is missing"#),
    Case(
      name: "misspelt key",
      json:
        #"{ "scenes": [ { "identifier": "a", "class": "Scene", "segues": [ { "identifier": "s", "kind": "unwind", "acton": "x" } ] } ] }"#,
      kind: .malformed, line: #"scene #1, segue #1: unknown key "acton""#),
    Case(
      name: "wrong type", json: #"{ "scenes": [ { "identifier": 7, "class": "Scene" } ] }"#,
      kind: .malformed, line: #"scene #1, "identifier": expected a string"#),
    Case(name: "not JSON", json: "scenes:\n- a", kind: .malformed, line: "not JSON"),
  ]

  @Test(arguments: cases)
  func aBadStoryboardIsRefusedWithOneLineNamingTheFileAndScene(_ bad: Case) {
    let error = #expect(throws: StoryboardError.self) {
      try storyboard(bad.json, SceneLog())
    }
    #expect(error?.kind == bad.kind)
    #expect(error?.description == Self.file + bad.line)
    #expect(error?.description.contains(where: \.isNewline) == false)
  }

  @Test func containmentDeeperThanTheLimitIsRefusedLikeACycle() {
    let depth = Storyboard.maximumContainmentDepth + 1
    let scenes = (0...depth).map { index in
      let segue =
        index < depth
        ? #", "segues": [ { "identifier": "s", "kind": "embed", "destination": "s\#(index + 1)" } ]"#
        : ""
      return #"{ "identifier": "s\#(index)", "class": "Scene"\#(segue) }"#
    }
    let error = #expect(throws: StoryboardError.self) {
      try storyboard(#"{ "scenes": [ \#(scenes.joined(separator: ", ")) ] }"#, SceneLog())
    }
    #expect(error?.kind == .cycle)
  }

  @Test func aFactorysRefusalNamesTheSceneAndAttribute() throws {
    let registry = StoryboardRegistry()
    registry.register(ViewController.self, named: "Picky") { scene in
      _ = try scene.attribute("size", oneOf: ["small", "large"])
      return ViewController()
    }
    let board = try Storyboard(
      data: Data(
        #"{ "initial": "a", "scenes": [ { "identifier": "a", "class": "Picky", "attributes": { "size": "huge" } } ] }"#
          .utf8),
      file: "Test.storyboard.json", registry: registry)
    let error = #expect(throws: StoryboardError.self) {
      try board.instantiateInitialViewController()
    }
    #expect(
      error?.description
        == #"storyboard Test.storyboard.json: scene "a": attribute "size" is "huge", not one of small, large"#
    )
  }

  @Test func aNameWithAControlCharacterCannotBreakTheLine() {
    let error = #expect(throws: StoryboardError.self) {
      try storyboard(#"{ "scenes": [ { "identifier": "a\nb", "class": "Nope\r" } ] }"#, SceneLog())
    }
    #expect(error?.description.contains(where: \.isNewline) == false)
    #expect(error?.description.contains(#"scene "a\nb""#) == true)
  }
}
