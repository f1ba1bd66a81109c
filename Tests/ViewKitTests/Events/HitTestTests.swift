import Foundation
import Testing

@testable import ViewKit

/// `hitTest(_:with:)` finds the front-most interactive view under a point.
@Suite @MainActor
struct HitTestTests {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
  let back = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
  let front = View(frame: CGRect(x: 100, y: 0, width: 200, height: 200))

  init() {
    window.addSubview(back)
    window.addSubview(front)
  }

  @Test func frontMostViewWins() {
    #expect(window.hitTest(CGPoint(x: 150, y: 50), with: nil) === front)
    #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
  }

  @Test func hiddenTransparentAndDisabledViewsAreSkipped() {
    front.isHidden = true
    #expect(window.hitTest(CGPoint(x: 150, y: 50), with: nil) === back)
    front.isHidden = false
    front.alpha = 0.005
    #expect(window.hitTest(CGPoint(x: 150, y: 50), with: nil) === back)
    front.alpha = 0.01
    #expect(window.hitTest(CGPoint(x: 150, y: 50), with: nil) === front)
    front.isUserInteractionEnabled = false
    #expect(window.hitTest(CGPoint(x: 150, y: 50), with: nil) === back)
  }

  @Test func pointsOutsideTheParentNeverHitAChildThatSticksOut() {
    let child = View(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
    back.addSubview(child)
    front.removeFromSuperview()
    #expect(window.hitTest(CGPoint(x: 180, y: 180), with: nil) === child)
    #expect(window.hitTest(CGPoint(x: 220, y: 180), with: nil) === window)
  }

  @Test func hitTestingFollowsTheTransform() {
    front.removeFromSuperview()
    let bar = View(frame: CGRect(x: 50, y: 90, width: 100, height: 20))
    back.addSubview(bar)
    #expect(back.hitTest(CGPoint(x: 100, y: 60), with: nil) === back)
    bar.transform = CGAffineTransform(rotationAngle: .pi / 2)  // now 20 wide, 100 tall
    #expect(back.hitTest(CGPoint(x: 100, y: 60), with: nil) === bar)
    #expect(back.hitTest(CGPoint(x: 60, y: 100), with: nil) === back)
  }
}
