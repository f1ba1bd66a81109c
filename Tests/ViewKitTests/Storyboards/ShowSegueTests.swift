import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// A navigation controller in a storyboard, as Interface Builder has it:
  /// a scene whose "rootViewController" relationship gives it its root, and
  /// show segues that push, prepared for before the push.
  @Suite(.serialized) @MainActor
  final class ShowSegueTests {
    let time = VirtualAnimationTime()
    let tracer: LifecycleTracer
    let log = SceneLog()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 144))
    let board: Storyboard

    static let json = """
      { "initial": "stack",
        "scenes": [
          { "identifier": "stack", "class": "NavigationController",
            "segues": [ { "identifier": "rootViewController", "kind": "relationship",
                          "destination": "list" } ] },
          { "identifier": "list", "class": "Scene",
            "segues": [ { "identifier": "open", "kind": "show", "destination": "item" },
                        { "identifier": "nest", "kind": "show", "destination": "stack" } ] },
          { "identifier": "item", "class": "Scene" } ] }
      """

    init() throws {
      tracer = LifecycleTracer(clock: time.clock)
      LifecycleTracer.current = tracer
      board = try storyboard(Self.json, log)
    }

    isolated deinit {
      LifecycleTracer.current = nil
    }

    @Test func theRootRelationshipGivesTheStackItsRootAndAShowSeguePushes() throws {
      let stack = try #require(
        try board.instantiateInitialViewController() as? NavigationController)
      let list = try #require(stack.topViewController as? SceneController)
      #expect(stack.title == "stack" && stack.viewControllers.count == 1 && list.title == "list")
      window.rootViewController = stack
      log.entries.removeAll()
      try list.performSegue(withIdentifier: "open", sender: nil)
      #expect(log.entries == ["make item", "list prepare open (item not loaded)", "item loadView"])
      #expect(stack.viewControllers.map(\.title) == ["list", "item"])
      time.play(0.6)
      #expect(stack.contentView.subviews.map(\.owningViewController?.title) == ["item"])
      let events = tracer.events
      let prepare = try #require(events.firstIndex(of: "list prepareForSegue:open->item"))
      let push = try #require(events.firstIndex(of: "stack setStack:list,item"))
      #expect(prepare < push)
    }

    @Test func aShowSegueFromAControllerOnNoStackPresents() throws {
      let list = try board.instantiateViewController(withIdentifier: "list")
      window.rootViewController = list
      try list.performSegue(withIdentifier: "open", sender: nil)
      #expect(list.presentedViewController?.title == "item")
      time.play(0.6)
    }

    @Test func aShowSegueThatWouldPushANavigationControllerIsAnError() throws {
      let stack = try #require(
        try board.instantiateInitialViewController() as? NavigationController)
      #expect {
        try stack.topViewController!.performSegue(withIdentifier: "nest", sender: nil)
      } throws: { error in
        "\(error)"
          == #"storyboard Test.storyboard.json: scene "list": show segue "nest" would push a navigation controller, which is not supported"#
      }
      #expect(stack.viewControllers.count == 1)
    }

    @Test func aNavigationControllerAsTheRootIsRefusedInOneLine() throws {
      let json = """
        { "scenes": [
          { "identifier": "outer", "class": "NavigationController",
            "segues": [ { "identifier": "rootViewController", "kind": "relationship",
                          "destination": "inner" } ] },
          { "identifier": "inner", "class": "NavigationController" } ] }
        """
      var lines: [String] = []
      HierarchyWarnings.output = { lines.append($0) }
      defer {
        HierarchyWarnings.output = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
      }
      let outer = try storyboard(json, log).instantiateViewController(withIdentifier: "outer")
      #expect((outer as? NavigationController)?.viewControllers.isEmpty == true)
      #expect(
        lines == [
          "Warning: outer's root relationship names a navigation controller, inner: pushing a navigation controller is not supported"
        ])
    }
  }
}
