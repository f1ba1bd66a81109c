import Foundation
import Geo
import Map
import Platform
import Testing
import ViewKit

@testable import TunnelApp

/// What the app's code promises about turns holds, and the window path and
/// the headless path play the same input the same way.
@Suite(.serialized) @MainActor
final class TurnTests {
  final class Moves: MapViewControllerDelegate {
    var seen: [Coordinate] = []
    func mapViewController(_ controller: MapViewController, didMoveTo location: Coordinate) {
      seen.append(location)
    }
  }

  @Test func sixMovesInOneTurnReachTheDelegateOnceTheNewest() throws {
    let data = try MapData(catalog: .default())
    let start = Coordinate(latitude: 10, longitude: 10)!
    let controller = MapViewController(title: "map", data: data, location: start, marker: .digger)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.rootViewController = controller
    let moves = Moves()
    controller.delegate = moves
    let places = (1...6).map { Coordinate(latitude: 10 + Double($0), longitude: 10)! }
    for place in places {
      controller.mapView(controller.mapView, annotationView: controller.marker, didMoveTo: place)
    }
    #expect(moves.seen.isEmpty)  // at most once a turn, and not inside it
    window.runPendingActions()
    #expect(moves.seen == [places[5]])
  }

  @Test func aScriptTracesTheSameHeadlessAndInAWindow() throws {
    let text = "wait 0.3\nclick radar\nwait 1\nkey T\nclick radar\nwait 1\nquit\n"
    func trace(_ play: (AppSession, Script) throws -> Void) throws -> [String] {
      var options = AppOptions()
      options.restore = false
      options.size = CGSize(width: 600, height: 600)
      let session = try AppSession(options: options, catalog: .default())
      let tracer = LifecycleTracer(clock: VirtualClock())
      LifecycleTracer.current = tracer
      defer { LifecycleTracer.current = nil }
      try play(session, try Script(text: text, name: "same"))
      return tracer.events
    }
    let headless = try trace { session, script in try session.runHeadless(script) }
    setenv("SDL_VIDEODRIVER", "offscreen", 1)
    let windowed = try trace { session, script in
      _ = try session.runInWindow(script: script, virtualTime: true)
    }
    #expect(headless.count > 20)
    #expect(headless == windowed)
  }
}
