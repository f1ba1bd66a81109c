import Foundation
import Platform
import Testing

@testable import ViewKit

/// Controls track a touch and send their actions as UIControl does.
@Suite(.serialized) @MainActor
struct ControlTests {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
  let button = Button(frame: CGRect(x: 100, y: 80, width: 100, height: 40))
  var log: [String] = []

  init() {
    window.addSubview(button)
    button.setTitle("Dig", for: .normal)
  }

  final class Target {
    var fired = 0
    func dig() { fired += 1 }
  }

  func click(from start: CGPoint, to end: CGPoint) {
    window.sendEvent(.mouseDown(start, .left), at: 0)
    window.sendEvent(.mouseDragged(end, .left), at: 0.05)
    window.sendEvent(.mouseUp(end, .left), at: 0.1)
  }

  @Test func releasingInsideSendsTouchUpInside() {
    var events: [String] = []
    button.addAction({ _ in events.append("down") }, for: .touchDown)
    button.addAction({ _ in events.append("up inside") }, for: .touchUpInside)
    button.addAction({ _ in events.append("up outside") }, for: .touchUpOutside)
    click(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 160, y: 100))
    #expect(events == ["down", "up inside"])
    click(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 20, y: 20))
    #expect(events == ["down", "up inside", "down", "up outside"])
  }

  @Test func highlightFollowsTheTouchInAndOut() {
    window.sendEvent(.mouseDown(CGPoint(x: 150, y: 100), .left), at: 0)
    #expect(button.isHighlighted && button.state == .highlighted)
    window.sendEvent(.mouseDragged(CGPoint(x: 20, y: 20), .left), at: 0.1)
    #expect(!button.isHighlighted)
    window.sendEvent(.mouseDragged(CGPoint(x: 150, y: 90), .left), at: 0.2)
    #expect(button.isHighlighted)
    window.sendEvent(.mouseUp(CGPoint(x: 150, y: 90), .left), at: 0.3)
    #expect(!button.isHighlighted && !button.isTracking)
  }

  @Test func disabledButtonSendsNothing() {
    var fired = 0
    button.addAction({ _ in fired += 1 }, for: .touchUpInside)
    button.isEnabled = false
    click(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 150, y: 100))
    #expect(fired == 0 && button.state == .disabled)
  }

  @Test func targetActionHoldsTheTargetWeakly() {
    var target: Target? = Target()
    button.addTarget(target!, action: Target.dig, for: .touchUpInside)
    click(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 150, y: 100))
    #expect(target?.fired == 1)
    weak let gone = target
    target = nil
    #expect(gone == nil)
    click(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 150, y: 100))  // no crash, nothing sent
  }

  @Test func titlesFallBackToNormalAndDimWhenHighlighted() {
    button.setTitle("Digging", for: .highlighted)
    #expect(button.titleLabel.text == "Dig" && button.titleLabel.alpha == 1)
    button.isHighlighted = true
    #expect(button.titleLabel.text == "Digging" && button.titleLabel.alpha == 0.3)
    button.isHighlighted = false
    button.isEnabled = false
    #expect(button.title(for: .disabled) == "Dig" && button.titleLabel.alpha == 0.35)
  }

  @Test func labelsAndImageViewsIgnoreTouchesByDefault() {
    #expect(!Label().isUserInteractionEnabled)
    #expect(!ImageView(image: nil).isUserInteractionEnabled)
    #expect(window.hitTest(CGPoint(x: 150, y: 100), with: nil) === button)
  }
}
