import Foundation
import Geo
import Platform
import Testing
import ViewKit

@testable import Map

/// The drag states of an annotation, on a virtual clock.
///
/// Each test installs its own animation engine inside its body and puts the
/// previous one back: synchronous main-actor test bodies never overlap, so
/// no other suite sees it.
@Suite(.serialized) @MainActor
final class AnnotationDragTests: MapViewDelegate {
  let clock = VirtualClock()
  let engine: AnimationEngine
  let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
  let map: MapView
  let digger = AnnotationView(
    coordinate: Coordinate(latitude: 56.55, longitude: 8.316667)!,
    size: CGSize(width: 40, height: 40))
  var log: [String] = []

  init() throws {
    engine = AnimationEngine(clock: clock)
    map = MapView(frame: window.bounds, data: try MapRenderingTests.data.get())
    window.addSubview(map)
    map.delegate = self
    map.setRegion(center: digger.coordinate, span: 1_000_000, animated: false)
    map.addAnnotation(digger)
    _ = try window.snapshotPixels()  // lays out and places the annotation
  }

  /// Runs `body` with this suite's engine as the current one.
  func withVirtualTime(_ body: () -> Void) {
    let previous = AnimationEngine.current
    AnimationEngine.current = engine
    defer { AnimationEngine.current = previous }
    body()
  }

  nonisolated func mapView(
    _ mapView: MapView, annotationView: AnnotationView,
    didChange newState: AnnotationView.DragState,
    fromOldState oldState: AnnotationView.DragState
  ) {
    MainActor.assumeIsolated { log.append("\(oldState)->\(newState)") }
  }

  nonisolated func mapView(
    _ mapView: MapView, annotationView: AnnotationView, didMoveTo coordinate: Coordinate
  ) {
    MainActor.assumeIsolated { log.append("moved") }
  }

  func frame(at time: Double) {
    clock.advance(by: time - clock.now)
    engine.advance()
  }

  /// The middle of the annotation on screen.
  var grip: CGPoint { digger.convert(CGPoint(x: 20, y: 20), to: nil) }

  @Test func aDragLiftsFollowsAndDrops() {
    withVirtualTime {
      let start = grip
      window.sendEvent(.mouseDown(start, .left), at: 0)
      #expect(digger.dragState == .starting)
      frame(at: 0.1)
      // Ease-in-ease-out is half way at half time.
      #expect(abs(digger.presentation.transform3D.affine.ty + 5) < 1e-6)
      frame(at: 0.2)
      #expect(digger.dragState == .dragging && digger.transform.ty == -10)
      window.sendEvent(.mouseDragged(CGPoint(x: start.x + 50, y: start.y + 30), .left), at: 0.3)
      #expect(digger.coordinate.longitude > 8.316667 && digger.coordinate.latitude < 56.55)
      window.sendEvent(.mouseUp(CGPoint(x: start.x + 50, y: start.y + 30), .left), at: 0.4)
      #expect(digger.dragState == .ending)
      frame(at: 0.7)
      #expect(digger.dragState == .none && digger.transform == .identity)
      #expect(
        log == [
          "none->starting", "starting->dragging", "moved", "dragging->ending", "ending->none",
        ])
    }
  }

  @Test func escapeCancelsAndPutsItBack() {
    withVirtualTime {
      let start = grip
      window.sendEvent(.mouseDown(start, .left), at: 0)
      window.sendEvent(.mouseDragged(CGPoint(x: start.x + 40, y: start.y), .left), at: 0.05)
      window.sendEvent(.keyDown(Key(name: "Escape")), at: 0.1)
      #expect(digger.dragState == .canceling)
      #expect(digger.coordinate == Coordinate(latitude: 56.55, longitude: 8.316667)!)
      frame(at: 0.5)
      #expect(digger.dragState == .none)
      #expect(
        log == [
          "none->starting", "starting->dragging", "moved", "moved", "dragging->canceling",
          "canceling->none",
        ])
    }
  }

  @Test func releasingOutsideTheMapCancels() {
    withVirtualTime {
      let start = grip
      window.sendEvent(.mouseDown(start, .left), at: 0)
      window.sendEvent(.mouseDragged(CGPoint(x: 500, y: 20), .left), at: 0.05)
      window.sendEvent(.mouseUp(CGPoint(x: 500, y: 20), .left), at: 0.1)
      #expect(digger.dragState == .canceling)
      #expect(digger.coordinate == Coordinate(latitude: 56.55, longitude: 8.316667)!)
    }
  }

  @Test func setRegionAnimatesTheShorterWayRoundTheWorld() {
    withVirtualTime {
      map.setRegion(
        center: Coordinate(latitude: -17, longitude: 178)!, span: 1_000_000, animated: false)
      map.setRegion(
        center: Coordinate(latitude: -17, longitude: -178)!, span: 1_000_000, animated: true)
      frame(at: 0.25)
      // Half way (ease-in-ease-out), the camera is over the antimeridian, x = 1,
      // not over Africa, x = 0.5.
      #expect(abs(map.presentationCamera.centerX - 1) < 1e-9)
      frame(at: 0.5)
      let end = WebMercator.project(latitude: -17, longitude: -178)
      #expect(abs(map.camera.centerX - end.x) < 1e-9)
      #expect(abs(map.presentationCamera.centerX - end.x) < 1e-9)
    }
  }

  @Test func theCursorIsAHandOverADraggableAnnotation() {
    withVirtualTime {  // on this suite's engine, not whatever another suite left current
      window.sendEvent(.mouseMoved(grip), at: 0)
      #expect(window.pointerShape == .hand)
      window.sendEvent(.mouseMoved(CGPoint(x: 10, y: 10)), at: 0.1)
      #expect(window.pointerShape == .arrow)
      digger.isDraggable = false
      #expect(window.pointerShape(at: grip) == .arrow)
    }
  }

  @Test func settingTheCoordinateFromCodeTellsNoOne() {
    withVirtualTime {
      digger.coordinate = Coordinate(latitude: -56.55, longitude: -171.683333)!
      #expect(log.isEmpty)
    }
  }
}
