import Foundation

/// Launching from a main storyboard.
///
/// UIKit counterpart: what `UIApplicationMain` (or the scene) does for an
/// app with a main storyboard, in the three steps the View Controller
/// Programming Guide lists, after making the window:
///   1. it loads the main storyboard;
///   2. it instantiates the storyboard's initial view controller;
///   3. it makes that the window's `rootViewController`;
/// and then makes the window visible (here, `Application.run()` shows it).
/// Between steps 2 and 3 the program may check and configure the initial
/// controller (`configure`), before its view loads: what the guide's list
/// has the app delegate do in `application(_:didFinishLaunchingWithOptions:)`.
/// Deliberate difference: the program calls this itself, with its registry.
extension Window {
  /// Steps 1 to 3 above, each recorded on the lifecycle tracer as a
  /// `launch` line. Returns the new root; throws if the storyboard cannot
  /// be loaded, names no initial scene, or its initial scene cannot be
  /// made, or if `configure` throws (then it is not installed).
  @discardableResult
  public func launch(
    storyboardNamed name: String, directory: String, registry: StoryboardRegistry,
    configure: (ViewController) throws(StoryboardError) -> Void = { _ in }
  ) throws(StoryboardError) -> ViewController {
    let storyboard = try Storyboard(name: name, directory: directory, registry: registry)  // 1
    LifecycleTracer.current?.record(name: "launch", event: .loadStoryboard(file: storyboard.file))
    guard let initial = try storyboard.instantiateInitialViewController() else {  // 2
      throw StoryboardError(.missingScene, file: storyboard.file, "no initial scene")
    }
    LifecycleTracer.current?.record(
      name: "launch", event: .instantiateInitialViewController(initial.traceName))
    try configure(initial)
    LifecycleTracer.current?.record(name: "launch", event: .setRootViewController)
    rootViewController = initial  // 3
    return initial
  }
}
