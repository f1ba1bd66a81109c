import Foundation

/// The program's controller and segue types, by the class names a
/// storyboard uses, each with the closure that makes one.
///
///     let registry = StoryboardRegistry()
///     registry.register(RootViewController.self, containers: ["top", "bottom"]) { _ in
///       RootViewController()
///     }
///     registry.register(MapViewController.self) { scene in
///       MapViewController(title: scene.identifier, data: data, ...)  // data: captured
///     }
///
/// A scene's dependencies come in two ways: what the program owns (data,
/// services) is captured by the factory closure; what differs from scene
/// to scene is in its `attributes`, read through `SceneContext`; and what a
/// container hands its children it hands in `prepare(for:sender:)`.
///
/// UIKit counterpart: none; UIKit finds a class by its Objective-C name and
/// makes it with `init(coder:)`. Swift on Linux cannot look a class up by
/// name reliably, so the program registers its types. A storyboard is
/// checked against the registry when it is loaded: an unknown class is an
/// error then, not when the scene is first needed.
@MainActor
public final class StoryboardRegistry {
  struct ControllerEntry {
    let containers: Set<String>
    let make: (SceneContext) throws -> ViewController
  }

  /// Makes a custom segue: identifier, source, destination.
  public typealias SegueFactory =
    @MainActor (String, ViewController, ViewController) -> StoryboardSegue

  private(set) var controllers: [String: ControllerEntry] = [:]
  private(set) var segues: [String: SegueFactory] = [:]

  /// A registry that knows ViewKit's own containers, as a storyboard knows
  /// UIKit's: `NavigationController` and `SplitViewController`, each titled
  /// with its scene's identifier (a split view's style from its `style`
  /// attribute: `SplitViewController+Storyboard.swift`).
  public init() {
    register(NavigationController.self) { scene in
      let navigation = NavigationController()
      navigation.title = scene.identifier
      return navigation
    }
    registerSplitView(SplitViewController.self) { SplitViewController(style: $0) }
  }

  /// Registers `type` under `name` (by default its type name), made by
  /// `make`. `containers` names the container views its embed segues may
  /// name; it must return each from `embedContainerView(named:)`.
  public func register<Controller: ViewController>(
    _ type: Controller.Type, named name: String? = nil, containers: Set<String> = [],
    make: @escaping (SceneContext) throws -> Controller
  ) {
    let key = name ?? String(describing: type)
    controllers[key] = ControllerEntry(containers: containers, make: make)
  }

  /// Registers a custom segue class for segues of kind "custom".
  public func registerSegue(named name: String, make: @escaping SegueFactory) {
    segues[name] = make
  }
}

/// What a factory is told about the scene it makes.
///
/// UIKit counterpart: the `NSCoder` a storyboard passes to `init(coder:)`
/// (or to the `creator` block of `instantiateViewController(identifier:creator:)`),
/// here holding only the scene's identifier and its user-defined runtime
/// attributes, as strings.
@MainActor
public struct SceneContext {
  /// The scene's storyboard identifier (a good `title` for traces).
  public let identifier: String
  /// The scene's attributes from the file: UIKit's "user defined runtime
  /// attributes", as strings.
  public let attributes: [String: String]
  /// The storyboard's file name, for errors.
  public let file: String

  /// The attribute `key`, which must be one of `allowed` (when given);
  /// otherwise a `.badAttribute` error naming the file and scene.
  public func attribute(_ key: String, oneOf allowed: [String]? = nil) throws -> String {
    guard let value = attributes[key] else {
      throw StoryboardError(.badAttribute, file: file, scene: identifier, "no attribute \"\(key)\"")
    }
    if let allowed, !allowed.contains(value) {
      throw StoryboardError(
        .badAttribute, file: file, scene: identifier,
        "attribute \"\(key)\" is \"\(StoryboardError.printable(value))\", not one of \(allowed.joined(separator: ", "))"
      )
    }
    return value
  }
}
