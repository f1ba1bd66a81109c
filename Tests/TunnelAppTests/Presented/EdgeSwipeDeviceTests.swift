import Foundation
import Geo
import Map
import Platform
import Testing
import ViewKit

@testable import TunnelApp

/// The details' pop by hand over a pushed map, with input as devices send
/// it (`DeviceInput`): a drag from the window's first pixel pops, with the
/// mouse or a finger, though the map's own pan is under it; a third of a
/// swipe comes back; a drag from anywhere else pans the map. The rule is
/// the navigation controller's: its edge pan must fail before a pan in its
/// content may begin (`InteractivePopGate`).
@Suite(.serialized) @MainActor
final class EdgeSwipeDeviceTests {
  let app: AppSession

  init() throws {
    app = try freshSession(size: CGSize(width: 600, height: 600))
  }

  func play(_ text: String) throws -> [String] {
    try lifecycleEvents { try app.runHeadless(try Script(text: text, name: "test")) }
  }

  /// The top pane's details with the "Other end" map pushed on them.
  func pushOtherEnd() throws -> (NavigationController, MapViewController) {
    _ = try play(
      "wait 0.3\nclick radar\nwait 1.5\nclick details\nwait 1.5\nclick other-end\nwait 1")
    let navigation = try #require(app.root.shownDetailsNavigation.first)
    let map = try #require(navigation.topViewController as? MapViewController)
    #expect(navigation.viewControllers.count == 2)
    return (navigation, map)
  }

  /// The middle of the pushed map, in the window.
  func middle(of map: MapViewController) -> CGPoint {
    map.view.convert(CGPoint(x: map.view.bounds.midX, y: map.view.bounds.midY), to: nil)
  }

  @Test(arguments: DeviceInput.Pointer.allCases)
  func aSwipeFromTheWindowsFirstPixelPopsThePushedMap(pointer: DeviceInput.Pointer) throws {
    let (navigation, map) = try pushOtherEnd()
    let y = middle(of: map).y
    let start = CGPoint(x: DeviceInput.firstPixel, y: y)
    let end = CGPoint(x: navigation.view.bounds.width * 0.7, y: y)
    var input = DeviceInput()
    input.drag(pointer, from: start, to: end)
    let trace = try play(input.text + "\nwait 1")
    #expect(navigation.viewControllers.count == 1, "the map is popped")
    #expect(trace.contains { $0.hasSuffix("edgePan(interactivePop) began") })
    #expect(!trace.contains { $0.hasSuffix("pan(map) began") }, "the map's pan waited, then failed")
  }

  @Test func aThirdOfASwipeLetGoStillComesBack() throws {
    let (navigation, map) = try pushOtherEnd()
    let y = middle(of: map).y
    let third = CGPoint(x: navigation.view.bounds.width / 3, y: y)
    var input = DeviceInput()
    // Held still before it is let go: no flick.
    input.drag(.mouse, from: CGPoint(x: DeviceInput.firstPixel, y: y), to: third, hold: 0.2)
    let trace = try play(input.text + "\nwait 1")
    #expect(trace.contains { $0.hasSuffix("edgePan(interactivePop) began") })
    #expect(navigation.viewControllers.count == 2 && navigation.topViewController === map)
    #expect(map.view.convert(map.view.bounds, to: navigation.view).minX == 0)
  }

  @Test func aDragFromTheMiddleOfThePushedMapPansIt() throws {
    let (navigation, map) = try pushOtherEnd()
    let middle = middle(of: map)
    let start = CGPoint(x: middle.x + 60, y: middle.y - 50)  // off the marker in the middle
    let end = CGPoint(x: start.x + 120, y: start.y + 30)
    let under = map.mapView.coordinate(at: map.mapView.convert(start, from: nil))
    var input = DeviceInput()
    input.drag(.mouse, from: start, to: end)
    let trace = try play(input.text + "\nwait 0.5")
    #expect(navigation.viewControllers.count == 2)
    #expect(trace.contains { $0.hasSuffix("pan(map) began") })
    let drawn = map.mapView.convert(map.mapView.point(for: under), to: nil)
    #expect(hypot(drawn.x - end.x, drawn.y - end.y) < 0.5)
  }
}
