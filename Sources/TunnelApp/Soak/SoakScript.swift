import Foundation
import Geo
import ViewKit

/// A long, random but repeatable session for `tunnel soak` and the
/// property test: every command of the script language, each drawn only
/// when a user could give it, as a user looking at the window would.
///
/// The generator looks at the app before each draw (`Sight`), so it
/// plays one command at a time through `ScriptPlayer`'s command source:
/// the same seed on the same session draws the same commands (the run is
/// on a virtual clock). What it sees, and what it then draws:
///
/// 1. Fingers are on the screen: a finger moves (drags, mostly vertical),
///    lifts where it is, or a second joins the first (a pinch); Esc, or a
///    short wait.
/// 2. The mouse button is down (a hand turn from the radar, or a press
///    anywhere): mouse moves (drags, mostly vertical from where it is;
///    over the Guide, half of them mostly sideways, across its tabs), Esc,
///    short waits, and `release` or `mouse up` where it is.
/// 3. The clock is paused (P): a step on or back, or P again.
/// 4. The Guide is shown: ? or Esc (the keys that work under it), a radar
///    click, which the Guide takes, and once it has settled a click on a
///    tab, on the article's page edge (when the article is shown), the left
///    or right arrow, or a press on the card (a drag across the tabs or
///    down); else a wait.
/// 5. Otherwise, per draw: 0.2% a dig and 0.05% a drag of the X to a
///    place uniform on the sphere, each after zooming out three steps,
///    and only when nothing covers the marker: else the key that puts the
///    cover away (Esc for the details, I for the inspector); 10% a radar
///    click; 2% a click on a pane's place when the names show and nothing
///    turns; 2% a click on what the details shown offer (a link, or the
///    bar's back button) when nothing presents; 1.5% a radar press (a
///    hand turn) when nothing turns; 1% a press elsewhere in the window;
///    1% a finger down (on the radar, a map or anywhere); 1% a resize (480
///    to 1600 points a side, both layouts); 0.01% a screenshot; 29.24% a
///    key of the app's key table (`KeyTable`) but slow motion and quit, or
///    an arrow with Shift; the rest a wait of 0 to 0.05 s, now and then
///    0.5 s. Short waits keep the session busy: presses land mid-turn,
///    mid-zoom and mid-resize, as a restless user's do.
///
/// No slow motion (it would slow the whole soak) and no Q: `quit` ends
/// each part (`Soak`).
@MainActor
public final class SoakScript {
  private var random: SplitMix64
  private let session: AppSession
  private let screenshotPath: String
  /// How many commands have been drawn.
  public private(set) var drawnCount = 0
  /// The last `recentCount` commands drawn, as script lines, oldest
  /// first: a failure quotes them.
  public private(set) var recent: [String] = []
  static let recentCount = 8
  /// Where every command drawn is written, a line each, as it is drawn,
  /// so that a trap leaves them there too (`TUNNEL_SOAK_DUMP`); nil keeps
  /// no record but `recent`, so that a long soak's record of itself does
  /// not grow the memory it watches (some 60 bytes a command, 3 MB from
  /// half-way to the end of 100,000). The soak's own steps between parts
  /// are not drawn.
  public var log: FileHandle?

  public init(seed: UInt64, session: AppSession, screenshotPath: String) {
    random = SplitMix64(seed: seed)
    self.session = session
    self.screenshotPath = screenshotPath
  }

  /// What a user sees before the next command.
  struct Sight {
    var fingers: [Int: CGPoint]
    var holding: CGPoint?
    var paused: Bool
    var help: Bool
    /// The Guide's tab, once the Guide is shown and settled.
    var guideTab: GuideTab?
    var cover: String?  // the key that puts away what covers the marker
    var namesSettled: Bool
    var turning: Bool
    /// A presentation or dismissal (the help, the details) is under way.
    var presenting: Bool
    /// What the details shown offer to click, each with its pane.
    var navigation: [(click: Script.NavigationClick, bottom: Bool)]
    /// The Places list's rows, when it is on screen; none otherwise.
    var placeRows: Int
    /// A details popover is shown, settled.
    var popover: Bool
    var size: CGSize
  }

  /// The app's state as the generator reads it, in one place.
  func sight() -> Sight {
    let root = session.root
    let pointer = session.pointer
    // Collapsed, L pops the tunnel: its view stays in the window while it
    // slides away, but a dig begun then would drag on the list.
    let tunnelLeaving = root.navigationController.map { $0.topViewController !== root } ?? false
    let tunnelShown = root.viewIfLoaded?.window != nil && !tunnelLeaving
    let cover: String? =
      !root.shownDetails.isEmpty
      ? "escape" : root.instruments.isOpen ? "I" : tunnelShown ? nil : "L"
    let places = root.placesSplit?.places
    let placeRows = places?.viewIfLoaded?.window != nil ? places?.rows.count ?? 0 : 0
    return Sight(
      fingers: pointer.fingers, holding: pointer.isDown ? pointer.location : nil,
      paused: AnimationEngine.current.isPaused,
      help: root.guide != nil, guideTab: settledGuideTab(root), cover: cover,
      namesSettled: tunnelShown && root.showingGeo && !root.panesAreTurning
        && !root.radarState.showsNamesTheWrongWay,
      turning: root.panesAreTurning, presenting: presenting(root),
      navigation: navigationClicks(root), placeRows: placeRows,
      popover: !presenting(root) && root.panels.contains { $0.detailsPopover != nil },
      size: session.window.bounds.size)
  }

  /// The Guide's tab when it is shown and neither coming nor going.
  private func settledGuideTab(_ root: RootViewController) -> GuideTab? {
    guard let guide = root.guide, guide.appearanceState == .appeared else { return nil }
    return guide.selectedTab
  }

  /// The back button of each details shown with a map pushed, and the
  /// link lines of each showing its place.
  private func navigationClicks(_ root: RootViewController) -> [(
    click: Script.NavigationClick, bottom: Bool
  )] {
    zip(root.panels, [false, true]).flatMap { panel, bottom in
      guard let navigation = panel.presentedViewController as? NavigationController,
        navigation.viewIfLoaded?.window != nil
      else { return [] as [(click: Script.NavigationClick, bottom: Bool)] }
      if navigation.navigationBar.backButton != nil { return [(.back, bottom)] }
      let details = navigation.topViewController as? PlaceDetailsViewController
      return [Script.NavigationClick.otherEnd, .nearestLand]
        .filter { click in click.linkTitle.flatMap { details?.lineView(forLink: $0) } != nil }
        .map { ($0, bottom) }
    }
  }

  private func presenting(_ root: RootViewController) -> Bool {
    guard let window = root.viewIfLoaded?.window else { return false }
    return SessionInvariants.allControllers(root: root, window: window).contains {
      $0.presentingViewController != nil
        && ($0.appearanceState == .appearing || $0.appearanceState == .disappearing)
    }
  }

  /// Commands drawn together, played before the next draw: a dig's
  /// zoom-out keys and the dig (a longer first drag; after each drop the
  /// map returns to its usual span, so a far place takes tens of drags).
  private var pending: [Script.Command] = []

  /// The next command, drawn from what the app shows now.
  public func next() -> Script.Command {
    let command = pending.isEmpty ? draw(sight()) : pending.removeFirst()
    record(command)
    return command
  }

  /// `quit`, recorded as drawn: it ends a part of the soak.
  public func quit() -> Script.Command {
    record(.quit)
    return .quit
  }

  private func record(_ command: Script.Command) {
    drawnCount += 1
    let line = command.scriptLine
    recent.append(line)
    if recent.count > Self.recentCount { recent.removeFirst() }
    log?.write(Data((line + "\n").utf8))
  }

  private func draw(_ sight: Sight) -> Script.Command {
    let r = random.unit()
    if !sight.fingers.isEmpty { return drawTouch(r, sight) }
    if let at = sight.holding {
      switch r {
      case ..<0.55:
        var dy = (random.unit() - 0.5) * sight.size.height
        var dx = (random.unit() - 0.5) * 20
        if sight.help, random.unit() < 0.5 { (dx, dy) = (dy, dx) }  // across the Guide's tabs
        return .mouseMove(Self.inside(CGPoint(x: at.x + dx, y: at.y + dy)))
      case ..<0.6: return .key("escape")
      case ..<0.8: return .wait(waits[random.index(below: waits.count)])
      case ..<0.9: return .release
      default: return .mouseUp(at)
      }
    }
    if sight.paused {
      return .key(r < 0.4 ? "." : r < 0.6 ? "," : "P")
    }
    if sight.help { return drawUnderGuide(r, sight) }
    return drawFreely(r, sight)
  }

  /// Step 4: under the Guide.
  private func drawUnderGuide(_ r: Double, _ sight: Sight) -> Script.Command {
    switch (r, sight.guideTab) {
    case (..<0.2, _): return .key(r < 0.1 ? "question" : "escape")
    case (..<0.25, _): return .clickRadar
    case (..<0.4, .some):
      return .clickTab(GuideTab.allCases[random.index(below: GuideTab.allCases.count)])
    case (..<0.5, .article?): return .clickPageEdge(next: random.unit() < 0.6)
    case (..<0.6, .some): return .key(random.unit() < 0.6 ? "right" : "left")
    case (..<0.65, .some): return .mouseDown(anywhere(sight))
    default: return .wait(waits[random.index(below: waits.count)])
    }
  }

  private func drawFreely(_ r: Double, _ sight: Sight) -> Script.Command {
    switch r {
    case ..<0.0025:
      if let cover = sight.cover { return .key(cover) }
      let place = Self.place(&random)
      pending = [.key("minus"), .key("minus"), r < 0.002 ? .dig(place) : .dragTarget(place)]
      return .key("minus")
    case ..<0.1025: return .clickRadar
    case ..<0.1225:
      guard sight.namesSettled else { return .wait(0) }
      return .clickDetails(bottom: random.unit() < 0.5)
    case ..<0.1425:
      guard !sight.presenting, !sight.navigation.isEmpty else { return .wait(0) }
      let (click, bottom) = sight.navigation[random.index(below: sight.navigation.count)]
      return .clickNavigation(click, bottom: bottom)
    case ..<0.1575:
      return sight.turning ? .wait(0.05) : .pressRadar
    case ..<0.1675: return .mouseDown(anywhere(sight))
    case ..<0.1775: return .touchDown(id: 0, fingerPlace(sight))
    case ..<0.1875:
      let side = { 480 + (self.random.unit() * 1120).rounded() }
      return .resize(CGSize(width: side(), height: side()))
    case ..<0.2075:
      if sight.popover { return .clickOutside }
      guard sight.placeRows > 0 else { return .wait(0) }
      if random.unit() < 0.15 { return .clickSavePlace }
      return .clickPlace(1 + random.index(below: sight.placeRows))
    case ..<0.1876: return .screenshot(screenshotPath)
    case ..<0.48:
      return .key(Self.keys[random.index(below: Self.keys.count)])
    default:
      return .wait(random.unit() < 0.02 ? 0.5 : waits[random.index(below: waits.count)])
    }
  }

  /// 1. With fingers down: one moves, lifts, or a second joins; Esc, or a wait.
  private func drawTouch(_ r: Double, _ sight: Sight) -> Script.Command {
    let ids = sight.fingers.keys.sorted()
    let id = ids[random.index(below: ids.count)]
    let at = sight.fingers[id]!
    switch r {
    case ..<0.5:
      let dy = (random.unit() - 0.5) * sight.size.height / 2
      let dx = (random.unit() - 0.5) * 40
      return .touchMove(id: id, Self.inside(CGPoint(x: at.x + dx, y: at.y + dy)))
    case ..<0.6:
      guard ids.count < 2 else { return .wait(0.02) }
      let near = CGPoint(x: at.x + (random.unit() - 0.5) * 200, y: at.y + 40 + random.unit() * 80)
      return .touchDown(id: ids.contains(0) ? 1 : 0, Self.inside(near))
    case ..<0.8: return .touchUp(id: id, at)
    case ..<0.83: return .key("escape")
    default: return .wait(waits[random.index(below: waits.count)])
    }
  }

  /// A point anywhere in the window.
  private func anywhere(_ sight: Sight) -> CGPoint {
    CGPoint(x: random.unit() * sight.size.width, y: random.unit() * sight.size.height)
  }

  /// Where a first finger goes down: the radar (a hand turn by touch), the
  /// middle of a pane (a pan, or a pinch once a second joins), or anywhere.
  private func fingerPlace(_ sight: Sight) -> CGPoint {
    let r = random.unit()
    let root = session.root
    let pane = random.unit() < 0.5 ? root.topContainer : root.bottomContainer
    let target: View? = r < 0.4 ? root.radarButton : r < 0.7 ? pane : nil
    guard let target, target.window != nil else { return anywhere(sight) }
    return target.convert(target.bounds.center, to: nil)
  }

  /// The keys drawn: every key of the app's table but slow motion (it
  /// would slow the whole soak) and quit (`quit` ends each part), by its
  /// script name, and the arrows with Shift.
  static let keys: [String] =
    KeyTable.bindings.filter { $0.action != .slowAnimations && $0.action != .quit }
    .map(\.scriptNames[0])
    + ["up", "down", "left", "right"].map { "shift+\($0)" }
  private let waits = [0, 0, 0, 0.02, 0.05]

  /// A point kept inside the largest window (`Script`'s limit).
  private static func inside(_ point: CGPoint) -> CGPoint {
    let limit = Script.largestCoordinate
    return CGPoint(x: min(max(point.x, 0), limit), y: min(max(point.y, 0), limit))
  }

  /// A point uniform on the sphere: longitude uniform, and the sine of the
  /// latitude uniform in -1...1 (equal areas in equal bands), kept off the
  /// poles' single points.
  private static func place(_ random: inout SplitMix64) -> Coordinate {
    let latitude = asin(2 * random.unit() - 1) * 180 / .pi
    let longitude = random.unit() * 360 - 180
    return Coordinate(latitude: min(max(latitude, -89.9), 89.9), longitude: longitude)!
  }
}

extension Script.Command {
  /// The command as a line of a script, which `Script` reads back as it.
  public var scriptLine: String {
    func number(_ x: Double) -> String { String(format: "%.4f", x) }
    switch self {
    case .dig(let c): return "dig \(number(c.latitude)) \(number(c.longitude))"
    case .dragTarget(let c): return "drag-target \(number(c.latitude)) \(number(c.longitude))"
    case .clickRadar: return "click radar"
    case .clickDetails(let bottom): return "click details \(bottom ? "bottom" : "top")"
    case .clickNavigation(let click, let bottom):
      return "click \(click.rawValue) \(bottom ? "bottom" : "top")"
    case .clickTab(let tab): return "click tab \(tab.rawValue)"
    case .clickPageEdge(let next): return "click page-edge \(next ? "next" : "previous")"
    case .clickPlace(let row): return "click place \(row)"
    case .clickSavePlace: return "click save-place"
    case .clickOutside: return "click outside"
    case .pressRadar: return "press radar"
    case .release: return "release"
    case .mouseDown(let p): return "mouse down \(number(p.x)) \(number(p.y))"
    case .mouseMove(let p): return "mouse move \(number(p.x)) \(number(p.y))"
    case .mouseUp(let p): return "mouse up \(number(p.x)) \(number(p.y))"
    case .touchDown(let id, let p): return "touch down \(id) \(number(p.x)) \(number(p.y))"
    case .touchMove(let id, let p): return "touch move \(id) \(number(p.x)) \(number(p.y))"
    case .touchUp(let id, let p): return "touch up \(id) \(number(p.x)) \(number(p.y))"
    case .key(let name): return "key \(name)"
    case .resize(let s): return "resize \(number(s.width)) \(number(s.height))"
    case .wait(let seconds): return "wait \(seconds)"
    case .screenshot(let path): return "screenshot \(path)"
    case .quit: return "quit"
    }
  }
}

/// Steele, Lea and Flood's SplitMix64: a tiny, fast generator whose output
/// depends only on its seed, so a soak can be replayed exactly.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A double in [0, 1): the top 53 bits, which a double holds exactly.
  mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

  mutating func index(below count: Int) -> Int { Int(next() % UInt64(count)) }
}
