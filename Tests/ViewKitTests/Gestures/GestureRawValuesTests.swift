import Foundation
import Testing

@testable import ViewKit

/// The option sets the recognizers take, with UIKit's raw values
/// (`UIRectEdge`, `UISwipeGestureRecognizer.Direction`) and defaults.
@MainActor
struct GestureRawValuesTests {
  @Test func rectEdgeRawValuesAreUIKits() {
    let edges: [RectEdge] = [.top, .left, .bottom, .right, .all]
    #expect(edges.map(\.rawValue) == [1, 2, 4, 8, 15])
    #expect(ScreenEdgePanGestureRecognizer().edges == [])
  }

  @Test func swipeDirectionRawValuesAreUIKitsAndRightIsTheDefault() {
    let directions: [SwipeGestureRecognizer.Direction] = [.right, .left, .up, .down]
    #expect(directions.map(\.rawValue) == [1, 2, 4, 8])
    let swipe = SwipeGestureRecognizer()
    #expect(swipe.direction == .right && swipe.numberOfTouchesRequired == 1)
  }

  @Test func tapDefaultsAreUIKits() {
    let tap = TapGestureRecognizer()
    #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
  }
}
