import Foundation
import Geo
import Map
import Platform
import ViewKit

/// How the radar turns the panes over; T cycles through them. Each style
/// is an animator on ViewKit's `ViewControllerAnimatedTransitioning`: the
/// flip, the dissolve and the curl are UIKit's transition styles, run by
/// ViewKit's `ViewTransitionAnimator`; the slide is the app's own
/// `PaneSlideAnimator`.
public enum PaneTransition: String, CaseIterable, Sendable {
  case flip, slide, dissolve, curl

  /// The transition style for showing the geo side (`toGeo`) or going back
  /// to the map; none for the slide, which is made of frame animations.
  func options(toGeo: Bool) -> View.AnimationOptions {
    switch self {
    case .flip: toGeo ? .transitionFlipFromTop : .transitionFlipFromBottom
    case .slide: []
    case .dissolve: .transitionCrossDissolve
    case .curl: toGeo ? .transitionCurlUp : .transitionCurlDown
    }
  }

  /// A new animator for one pane's turn.
  @MainActor
  func animator(toGeo: Bool, duration: Double) -> ViewControllerAnimatedTransitioning {
    guard self != .slide else { return PaneSlideAnimator(duration: duration, toGeo: toGeo) }
    return ViewTransitionAnimator(
      duration: duration, options: options(toGeo: toGeo).union(.curveEaseIn), animations: nil)
  }
}

/// The app's container: two panes, a map above (or, in a wide window, on
/// the left) where the kid digs and a map below (on the right) where he
/// comes out, and a radar button between them that flips both panes over
/// to name the two places.
///
/// UIKit counterpart: the article's root view controller. Its children
/// come from the main storyboard (`TunnelStoryboard.swift`): `startMap` and
/// `targetMap` by embed segues into the "top" and "bottom" container views,
/// `startGeo` and `targetGeo` by relationship segues (made with the root,
/// added on the first flip; their views are loaded and laid out ahead, when
/// the maps have moved: `RootViewController+TurnAhead.swift`).
@MainActor
public final class RootViewController: ViewController, MapViewControllerDelegate,
  GestureRecognizerDelegate
{
  public internal(set) var startMap: MapViewController!
  public internal(set) var targetMap: MapViewController!
  public internal(set) var startGeo: GeoInfoViewController!
  public internal(set) var targetGeo: GeoInfoViewController!
  public let topContainer = View()
  public let bottomContainer = View()
  public let radarButton = RadarButton(frame: CGRect(x: 0, y: 0, width: 84, height: 84))
  /// The pan on the radar that turns the panes by hand
  /// (`RootViewController+HandTurn.swift`).
  let radarPan = PanGestureRecognizer()
  /// The teaching instruments: inspector, pause, mesh, wrong way (`Inspector/`).
  let instruments = Instruments()
  /// How the panes turn, and the details with them; T cycles it.
  public var paneTransition: PaneTransition = .flip {
    didSet { applyDetailsStyle() }
  }
  /// What the panes are doing (`RadarState.swift`); the radar button is
  /// enabled exactly when no turn is under way.
  var radarState = RadarState.maps {
    didSet { radarButton.isEnabled = !radarState.isTurning }
  }
  /// True from a map's move until the geo panels have learned the new
  /// places, at the loop's next idle moment or at the next turn's start
  /// (`RootViewController+TurnAhead.swift`).
  var turnsAheadPending = false
  /// True from a move of the dig site until the loop's next idle moment,
  /// when the Places list records it (`RootViewController+Places.swift`).
  var digRestPending = false
  /// The split view controller the tunnel stands in, which sets it: kept
  /// here because, collapsed with the list on top, the tunnel is off the
  /// stack and has no parent to find it through.
  weak var placesSplit: TunnelSplitViewController?
  /// Resizes whose relayout is still animating (`relayOut(alongside:)`):
  /// the panes, being animated, take no touches until they are done.
  var resizesAnimating = 0
  /// True while the panes move to their places after a resize.
  public var panesFollowAResize: Bool { resizesAnimating > 0 }
  /// True while the panes show the geo side (or are turning to it).
  public var showingGeo: Bool { radarState.showsNames }
  /// True while a turn is under way (a radar press, a hand turn or the
  /// wrong way): the radar waits, and so do scripts that need still panes.
  public var panesAreTurning: Bool { radarState.isTurning }
  /// Told whenever the dig site moves (the window title, the saved state).
  public var digSiteDidChange: (Coordinate) -> Void = { _ in }
  /// Called for the Q key.
  public var quit: () -> Void = {}
  static let flipDuration = 0.2
  static let stagger = 0.2
  /// The hand turn under way, from its press until both panes are done.
  var handTurn: HandTurn? { radarState.handTurn }

  public override init() {
    super.init()
    title = "root"
  }

  /// The root view and its two container views, in place before the
  /// storyboard's embed segues put the maps in them.
  public override func loadView() {
    let root = View()
    root.backgroundColor = Color(hex: 0x3A3A3A)
    for container in [topContainer, bottomContainer] {  // offsets: layOutPanes(in:)
      container.shadowColor = .black
      container.shadowRadius = 4
      container.shadowOpacity = 0.5
      // Opaque, in the colour the shadow's middle gave the root's grey, so
      // nothing changes on screen: the middle, hidden, need not be drawn
      // (ShadowSlices.swift). A flip draws in the container's place,
      // background and shadow included (View+Rendering.swift).
      container.backgroundColor = Color(hex: 0x1E1E1E)
      container.clipsToBounds = true  // a slide stays inside its pane
      root.addSubview(container)
    }
    view = root
  }

  /// The container views the storyboard's embed segues name.
  public override func embedContainerView(named name: String) -> View? {
    switch name {
    case "top": topContainer
    case "bottom": bottomContainer
    default: nil
    }
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    radarButton.addTarget(self, action: RootViewController.radar, for: .touchUpInside)
    setUpHandTurn()
    view.addSubview(radarButton)
    setUpPresentations()
  }

  /// The storyboard's segues from the root (`RootViewController+Storyboard.swift`).
  public override func prepare(for segue: StoryboardSegue, sender: Any?) {
    super.prepare(for: segue, sender: sender)
    takeChild(from: segue)
  }

  /// The panes stacked or side by side, by the root's width
  /// (RootViewController+Adaptive.swift); the radar sits in the middle.
  public override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let b = view.bounds
    layOutPanes(in: b)
    PaneSlideAnimator.followContainers()  // a slide under way follows its pane's new size
    radarButton.center = CGPoint(x: b.midX, y: b.midY)
  }

  /// The panes have their size: what a turn needs is readied for it at
  /// the loop's next idle moment (`RootViewController+TurnAhead.swift`),
  /// so that a resize's frame does not also make the turns' render targets.
  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    prepareTurnsAheadWhenIdle()
  }

  /// A resize: the panes move to their new places alongside it.
  public override func viewWillTransition(
    to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    relayOut(alongside: coordinator)
  }

  public override func pressesBegan(_ presses: Set<Press>, with event: Event) {
    let unhandled = presses.filter { !handleKey($0) }
    if !unhandled.isEmpty { super.pressesBegan(Set(unhandled), with: event) }
  }

  /// One pane's turn is over, that pane now showing the names or the
  /// maps; the radar comes back when both panes' turns are.
  func paneTurnFinished(showingNames: Bool) {
    let byHand = handTurn != nil
    radarState = radarState.afterPaneTurn(showingNames: showingNames)
    if byHand && !radarState.isTurning { handTurnFinished() }
  }

  // MARK: Child to parent

  public func mapViewController(_ controller: MapViewController, didMoveTo location: Coordinate) {
    let other: MapViewController = controller === startMap ? targetMap : startMap
    other.setLocation(location.antipode)
    digSiteMoved()  // the geo panels and the Places list learn the new place
  }
}
