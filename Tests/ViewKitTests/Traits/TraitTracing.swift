import Foundation

@testable import ViewKit

/// A window that logs its trait changes.
@MainActor
final class TraitWindow: Window {
  var trace: Trace?
  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    trace?.log("window didChange")
  }
}

/// A view that logs its trait changes under its name.
@MainActor
final class TraitView: View {
  let name: String
  let trace: Trace
  init(_ name: String, trace: Trace) {
    self.name = name
    self.trace = trace
    super.init(frame: .zero)
  }
  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    trace.log("\(name) didChange")
  }
}

/// A controller that logs every trait and size callback, with what it is
/// told and what it has at the time, and holds its children in its view.
@MainActor
final class TraitController: ViewController {
  let trace: Trace
  /// What each traitCollectionDidChange saw: (previous, current).
  var changes: [(previous: TraitCollection?, current: TraitCollection)] = []
  /// The view's size when viewWillTransition(to:with:) came.
  var sizeWhenToldOfTransition: CGSize?
  var coordinators: [any ViewControllerTransitionCoordinator] = []

  init(_ name: String, trace: Trace) {
    self.trace = trace
    super.init()
    title = name
  }

  override func loadView() {
    view = TraitView("\(title!).view", trace: trace)
  }

  /// Adds `child` the article's way, its view inside the receiver's.
  func show(_ child: ViewController) {
    addChild(child)
    view.addSubview(child.view)
    child.didMove(toParent: self)
  }

  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    changes.append((previousTraitCollection, traitCollection))
    trace.log("\(title!) didChange")
  }

  override func willTransition(
    to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    trace.log("\(title!) willTransition \(newCollection.horizontalSizeClass)")
    coordinators.append(coordinator)
    super.willTransition(to: newCollection, with: coordinator)
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    trace.log("\(title!) viewWillTransition \(Int(size.width))x\(Int(size.height))")
    sizeWhenToldOfTransition = view.bounds.size
    coordinators.append(coordinator)
    super.viewWillTransition(to: size, with: coordinator)
  }
}
