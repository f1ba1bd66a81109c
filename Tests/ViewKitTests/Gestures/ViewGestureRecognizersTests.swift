import Foundation
import Platform
import Testing

@testable import ViewKit

/// `View.addGestureRecognizer(_:)` and `removeGestureRecognizer(_:)` as
/// Apple's pages say them: the view keeps a strong reference, and removing
/// releases it. Where Apple is silent, this project's choice: a recognizer
/// is on one view at a time, so adding it to another moves it.
@MainActor
struct ViewGestureRecognizersTests {
  @Test func theViewKeepsItsRecognizersAndRemovingReleasesThem() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    weak var weakPan: PanGestureRecognizer?
    do {
      let pan = PanGestureRecognizer()
      weakPan = pan
      view.addGestureRecognizer(pan)
    }
    #expect(weakPan != nil && weakPan?.view === view)
    #expect(view.gestureRecognizers.count == 1)
    view.removeGestureRecognizer(weakPan!)
    #expect(weakPan == nil && view.gestureRecognizers.isEmpty)
  }

  @Test func addingARecognizerToAnotherViewMovesIt() {
    let first = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let second = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let tap = TapGestureRecognizer()
    first.addGestureRecognizer(tap)
    first.addGestureRecognizer(tap)
    #expect(first.gestureRecognizers.count == 1)
    second.addGestureRecognizer(tap)
    #expect(first.gestureRecognizers.isEmpty && second.gestureRecognizers.count == 1)
    #expect(tap.view === second)
  }
}
