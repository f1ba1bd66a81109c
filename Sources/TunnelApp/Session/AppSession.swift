import Foundation
import Geo
import Map
import Platform
import ViewKit

/// How the app starts: the command line's choices.
public struct AppOptions: Sendable {
  public var start: Coordinate?
  public var size = WindowSizes.standard
  public var scale = 1.0
  public var slowAnimations = false
  public var paneTransition = PaneTransition.flip
  public var restore = true
  public var stateStore = DigSiteStore.standard()
  /// The saved places, in a file beside the dig site's (read and written
  /// only when `restore` is on, as the dig site is).
  public var placesStore: SavedPlacesStore { SavedPlacesStore(besideDigSite: stateStore) }
  /// Where the main storyboard is read from; nil for the catalog's
  /// `Storyboards` folder.
  public var storyboardDirectory: String?

  public init() {}

  /// West Jutland, where the original demo started.
  public static let westJutland = Coordinate(latitude: 56.55, longitude: 8.316667)!
}

/// The app, assembled: the window, the data and the geocoder, and the
/// controllers, launched from the main storyboard. Runs in a window, or
/// headless for scripts, tests and screenshots.
@MainActor
public final class AppSession {
  public let window: Window
  /// The window's root: the split view controller around the tunnel.
  public let split: TunnelSplitViewController
  /// The article's root controller, in the split view's secondary column.
  public let root: RootViewController
  public let geocoder: ReverseGeocoder
  public let options: AppOptions
  /// The heap bytes the data took as it loaded (Platform's HeapStatistics,
  /// read before and after): the geocoder with the places it shares with
  /// the map, and the map's geometry. For `tunnel bench`'s breakdown.
  public let geocoderBytes: Int
  public let mapDataBytes: Int
  /// Problems with the saved state (it could not be read or used at
  /// start-up, or a save failed), for the command to print as it ends.
  public var warnings: [String] { startWarnings + placesWarnings.lines }
  private var startWarnings: [String] = []
  /// The saved places' problems, told as they happen (`PlacesSource.warn`).
  private let placesWarnings = WarningLines()
  /// The virtual clock of headless runs (and of window runs on virtual
  /// time), kept from one run to the next.
  let virtualClock = VirtualClock()
  /// The animation engine on that clock: an animation in flight when one
  /// run ends goes on in the next.
  /// The scripts' mouse, shared by the session's runs as the window is.
  let pointer = ScriptPlayer.Pointer()
  /// Check `SessionInvariants` after every command a script plays: a
  /// broken one stops the script as a failing command does.
  public var checksInvariants = false
  /// The first invariant found broken, as `checkInvariants` said it.
  public internal(set) var brokenInvariant: String?
  lazy var virtualEngine: AnimationEngine = {
    let engine = AnimationEngine(clock: virtualClock)
    engine.slowAnimations = options.slowAnimations
    return engine
  }()

  public init(options: AppOptions, catalog: AssetCatalog) throws {
    self.options = options
    let heapAtStart = HeapStatistics.bytesInUse() ?? 0
    geocoder = try ReverseGeocoder(
      mapDirectory: (catalog.directory as NSString).appendingPathComponent("Map"))
    let heapWithGeocoder = HeapStatistics.bytesInUse() ?? 0
    let data = try MapData(
      catalog: catalog, gazetteer: geocoder.gazetteer, countries: geocoder.countries)
    geocoderBytes = heapWithGeocoder - heapAtStart
    mapDataBytes = (HeapStatistics.bytesInUse() ?? 0) - heapWithGeocoder
    let geocoder = self.geocoder
    let makeChannel = {
      GeocodingChannel(geocoder: geocoder) { MainThreadInbox.shared.performInBackground($0) }
    }
    var start = options.start
    if start == nil && options.restore {
      let saved = options.stateStore.load()
      start = saved.site
      if let problem = saved.problem { startWarnings.append(problem) }
    }
    window = Window(frame: CGRect(origin: .zero, size: options.size))
    AnimationEngine.current.slowAnimations = options.slowAnimations
    let placesWarnings = self.placesWarnings
    let places = PlacesSource(
      geocoder: geocoder, store: options.restore ? options.placesStore : nil,
      articleStart: AppOptions.westJutland,
      warn: { placesWarnings.lines.append($0) })
    split = try Self.launch(
      in: window, options: options, catalog: catalog,
      registry: TunnelStoryboard.registry(
        data: data, makeChannel: makeChannel, start: start ?? AppOptions.westJutland,
        places: places))
    root = split.tunnel!  // checked at launch
    root.paneTransition = options.paneTransition
    window.firstResponder = root
  }

  /// The launch from the main storyboard: load it, instantiate its initial
  /// scene, check that it is the app's split view with the tunnel's root,
  /// and every child and segue that needs, and make it the window's root
  /// (`Window+Launch.swift`).
  private static func launch(
    in window: Window, options: AppOptions, catalog: AssetCatalog, registry: StoryboardRegistry
  ) throws(StoryboardError) -> TunnelSplitViewController {
    let directory =
      options.storyboardDirectory
      ?? (catalog.directory as NSString).appendingPathComponent("Storyboards")
    var split: TunnelSplitViewController?
    try window.launch(
      storyboardNamed: TunnelStoryboard.name, directory: directory, registry: registry
    ) { initial throws(StoryboardError) in
      // Before the views load: is it the app's split view, with every child?
      let file = "\(TunnelStoryboard.name).storyboard.json"
      guard let initial = initial as? TunnelSplitViewController else {
        throw StoryboardError(
          .unknownClass, file: file, scene: initial.traceName,
          "the initial scene must be a TunnelSplitViewController")
      }
      guard let root = initial.tunnel, initial.places != nil else {
        throw StoryboardError(
          .badSegue, file: file, scene: initial.traceName,
          "needs a \"primary\" relationship to a PlacesViewController and a \"secondary\" one to a RootViewController"
        )
      }
      try root.checkStoryboardWiring()
      split = initial
    }
    return split!
  }

  /// "Tunnel — Lemvig, Denmark": the window's title for the dig site.
  public var title: String {
    "Tunnel — \(geocoder.describe(root.startMap.currentLocation).text)"
  }

  /// Saves the dig site for the next run (when restoring is on).
  public func saveState() {
    guard options.restore else { return }
    do {
      try options.stateStore.save(root.startMap.currentLocation)
    } catch {
      startWarnings.append("could not save the dig site to \(options.stateStore.path)")
    }
  }

  /// Draws every tile both maps show now, so a picture is complete.
  public func prepareMaps() {
    root.startMap.mapView.prepareVisibleTiles()
    root.targetMap.mapView.prepareVisibleTiles()
  }
}

/// Lines of warnings gathered as a session runs, for the command to print
/// as it ends.
@MainActor
final class WarningLines {
  var lines: [String] = []
}
