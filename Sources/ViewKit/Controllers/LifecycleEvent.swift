import Foundation

/// What a `LifecycleTracer` entry says happened, as a value: the callback
/// or step, and its data (controllers by their `traceName`).
///
/// UIKit has no counterpart; it is how this project shows the lesson.
/// `description` is the event's text in a `--trace` line, the one place
/// that text is made; the inspector and tests read the cases.
///
/// To trace a new kind of event: add a case here, give it its words in
/// `description` (the switch will not compile until it has them), and
/// record it with `LifecycleTracer.record(controller, .newCase)` or, for
/// something that is not a controller, `LifecycleTracer.current?.record(name:event:)`.
public enum LifecycleEvent: Sendable, Equatable, CustomStringConvertible {
  /// `viewDidLoad()`: the controller's view has just loaded.
  case viewDidLoad
  /// `viewWillAppear(_:)`: the view is about to appear.
  case viewWillAppear
  /// `viewDidAppear(_:)`: the view has appeared.
  case viewDidAppear
  /// `viewWillDisappear(_:)`: the view is about to disappear.
  case viewWillDisappear
  /// `viewDidDisappear(_:)`: the view has disappeared.
  case viewDidDisappear
  /// `willMove(toParent:)`, with the parent's name (nil when leaving).
  case willMoveToParent(String?)
  /// `didMove(toParent:)`, with the parent's name (nil after leaving).
  case didMoveToParent(String?)
  /// `traitCollectionDidChange(_:)`, with the controller's new traits (not
  /// the previous ones the callback is given).
  case traitCollectionDidChange(TraitCollection)
  /// `willTransition(to:with:)` for traits, with the traits to come.
  case willTransitionToTraitCollection(TraitCollection)
  /// `viewWillTransition(to:with:)`, with the size to come (whole points in
  /// the text).
  case viewWillTransitionToSize(CGSize)
  /// `didReceiveMemoryWarning()`; also recorded as `application` when
  /// `Application.simulateMemoryWarning()` sends the warning.
  case didReceiveMemoryWarning
  /// `viewWillUnload()`: a memory warning is about to release the view.
  case viewWillUnload
  /// `viewDidUnload()`: a memory warning has released the view.
  case viewDidUnload
  /// `transition(from:to:...)` began, on the parent.
  case transitionBegin(ControllerPair)
  /// It ended: `finished` is what the animations' completion said.
  case transitionEnd(ControllerPair, finished: Bool)
  /// It was cancelled instead: the animator completed it with
  /// `completeTransition(false)`, and `from` stays.
  case transitionCancelled(ControllerPair)
  /// A presentation of the named controller, on its presenter.
  case present(TransitionPhase, String)
  /// A dismissal of the named controller, on the controller below it.
  case dismiss(TransitionPhase, String)
  /// `performSegue(withIdentifier:sender:)` with the segue's identifier (a
  /// control's trigger records `shouldPerformSegue` instead).
  case performSegue(String)
  /// A control triggered the segue: what `shouldPerformSegue(withIdentifier:sender:)`
  /// answered, `allowed`.
  case shouldPerformSegue(String, allowed: Bool)
  /// `prepare(for:sender:)` about to be called, with the segue's identifier
  /// (empty if it has none) and the destination's name.
  case prepareForSegue(String, destination: String)
  /// An unwind action about to run on its destination
  /// (`performUnwindAction(_:for:)`), recorded on the destination.
  case unwindAction(String)
  /// `unwind(for:towards:)` about to be called on the container of the
  /// unwind's destination, with the segue's identifier and the destination's name.
  case unwindForSegue(String, destination: String)
  /// The launch's steps (`Window+Launch.swift`), recorded as `launch`.
  case loadStoryboard(file: String)
  /// The launch made the storyboard's initial controller, named here.
  case instantiateInitialViewController(String)
  /// The launch is about to make that controller the window's root (after
  /// its `configure` ran).
  case setRootViewController
  /// A storyboard scene instantiated, recorded as `storyboard`.
  case instantiate(identifier: String)
  /// A label's text changed (the app records its panels' names).
  case label(String)
  /// A gesture recognizer's new state, recorded as `pan(radar)`
  /// (`GestureRecognizer.traceName`).
  case gesture(GestureRecognizer.State)
  /// A navigation controller's stack changed, bottom first, by `traceName`.
  case setStack([String])
  /// A split view controller told its delegate, or asked it: the
  /// delegate method's words and its argument, as `didCollapse` or
  /// `topColumnForCollapsing:secondary` (`SplitViewController`).
  case splitView(String)
  /// A map controller told its delegate its marker moved (the app records
  /// it where the details hear a map pushed on their stack).
  case mapMoved(String)

  /// The beginning, end or cancelling of a presentation or dismissal.
  public enum TransitionPhase: String, Sendable, Equatable {
    /// The transition started (`presentBegin`, `dismissBegin` in the text).
    case begin = "Begin"
    /// The transition completed (`presentEnd`, `dismissEnd`).
    case end = "End"
    /// The transition was cancelled and undone, as when an interactive
    /// dismissal is let go (`presentCancelled`, `dismissCancelled`).
    case cancelled = "Cancelled"
  }

  /// Two controllers, one turning into the other: `from->to` in the text.
  public struct ControllerPair: Sendable, Hashable, CustomStringConvertible {
    /// The name of the controller going away.
    public let from: String
    /// The name of the controller coming in.
    public let to: String
    /// A pair of names, as the controllers' `traceName`s.
    public init(from: String, to: String) {
      self.from = from
      self.to = to
    }
    /// The pair of two controllers, by their `traceName`.
    @MainActor init(_ from: ViewController, _ to: ViewController) {
      self.init(from: from.traceName, to: to.traceName)
    }
    public var description: String { Self.arrow(from, to) }
    /// "a->b": how a line writes one thing leading to another.
    static func arrow(_ from: String, _ to: String) -> String { "\(from)->\(to)" }
  }

  /// True for the four appearance callbacks.
  public var isAppearanceCallback: Bool {
    switch self {
    case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: true
    default: false
    }
  }

  /// The event as `--trace` prints it after the name.
  public var description: String {
    let arrow = ControllerPair.arrow
    return switch self {
    case .viewDidLoad: "viewDidLoad"
    case .viewWillAppear: "viewWillAppear"
    case .viewDidAppear: "viewDidAppear"
    case .viewWillDisappear: "viewWillDisappear"
    case .viewDidDisappear: "viewDidDisappear"
    case .willMoveToParent(let parent): "willMoveToParent:\(parent ?? "nil")"
    case .didMoveToParent(let parent): "didMoveToParent:\(parent ?? "nil")"
    case .traitCollectionDidChange(let traits): "traitCollectionDidChange:\(traits)"
    case .willTransitionToTraitCollection(let traits): "willTransitionToTraitCollection:\(traits)"
    case .viewWillTransitionToSize(let size):
      "viewWillTransitionToSize:\(Int(size.width))x\(Int(size.height))"
    case .didReceiveMemoryWarning: "didReceiveMemoryWarning"
    case .viewWillUnload: "viewWillUnload"
    case .viewDidUnload: "viewDidUnload"
    case .transitionBegin(let pair): "transitionBegin:\(pair)"
    case .transitionEnd(let pair, let finished): "transitionEnd:\(pair):finished=\(finished)"
    case .transitionCancelled(let pair): "transitionCancelled:\(pair)"
    case .present(let phase, let presented): "present\(phase.rawValue):\(presented)"
    case .dismiss(let phase, let presented): "dismiss\(phase.rawValue):\(presented)"
    case .performSegue(let identifier): "performSegue:\(identifier)"
    case .shouldPerformSegue(let identifier, let allowed):
      "shouldPerformSegue:\(identifier)=\(allowed)"
    case .prepareForSegue(let identifier, let destination):
      "prepareForSegue:\(arrow(identifier, destination))"
    case .unwindAction(let action): "unwindAction:\(action)"
    case .unwindForSegue(let identifier, let destination):
      "unwindForSegue:\(arrow(identifier, destination))"
    case .loadStoryboard(let file): "loadStoryboard:\(file)"
    case .instantiateInitialViewController(let name): "instantiateInitialViewController:\(name)"
    case .setRootViewController: "setRootViewController"
    case .instantiate(let identifier): "instantiate:\(identifier)"
    case .label(let text): "label \"\(text)\""
    case .gesture(let state): "\(state)"
    case .setStack(let names): "setStack:\(names.joined(separator: ","))"
    case .splitView(let words): words
    case .mapMoved(let map): "mapMoved:\(map)"
    }
  }
}
