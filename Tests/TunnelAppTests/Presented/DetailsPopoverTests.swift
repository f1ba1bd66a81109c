import Foundation
import Geo
import Platform
import Testing
import ViewKit

@testable import TunnelApp

/// A place's details in a regular-width window: a popover from the name
/// that was clicked, its arrow at the name, as large as the details'
/// preferred content size, with their navigation stack inside (a pushed
/// map grows it); a click outside puts it away. In a compact window the
/// panel, the popover's adaptive delegate, adapts it to today's
/// presentation over the pane (`PresentationAppTests`).
@Suite(.serialized) @MainActor
final class DetailsPopoverTests {
  let app: AppSession
  let tracer = LifecycleTracer(clock: VirtualClock())
  var root: RootViewController { app.root }

  init() throws {
    app = try freshSession(size: CGSize(width: 1600, height: 900))
    try play("wait 0.3\nclick radar\nwait 1.5\nclick details\nwait 1")
  }

  func play(_ text: String) throws {
    try app.play(text, name: "popover", tracedBy: tracer)
  }

  var navigation: NavigationController {
    get throws { try #require(root.startGeo.presentedViewController as? NavigationController) }
  }

  @Test func theDetailsAreAPopoverPointingAtTheName() throws {
    let navigation = try navigation
    #expect(navigation.modalPresentationStyle == .popover)
    let popover = try #require(navigation.popoverPresentationController)
    #expect(popover.sourceView === root.startGeo.label)
    #expect(popover.delegate === root.startGeo)
    #expect(popover.arrowDirection != .unknown)
    let name = root.startGeo.label.convert(root.startGeo.label.bounds, to: nil)
    let card = navigation.view.convert(navigation.view.bounds, to: nil)
    #expect(!card.intersects(name))  // beside the name, not over it
    // The arrow's side faces the name.
    switch popover.arrowDirection {
    case .up: #expect(card.minY >= name.maxY)
    case .down: #expect(card.maxY <= name.minY)
    case .left: #expect(card.minX >= name.maxX)
    case .right: #expect(card.maxX <= name.minX)
    default: Issue.record("arrow \(popover.arrowDirection)")
    }
    let size = PlaceDetailsViewController.preferredSize
    #expect(card.size == CGSize(width: size.width, height: size.height + NavigationBar.height))
    #expect(app.split.stateLines.contains("popover from startGeo's name"))
  }

  @Test func aPushedMapGrowsThePopoverToItsPreferredSize() throws {
    try play("click other-end\nwait 1")
    let navigation = try navigation
    #expect(navigation.viewControllers.count == 2)
    let card = navigation.view.convert(navigation.view.bounds, to: nil)
    let size = PlaceDetailsViewController.pushedMapSize
    #expect(card.size == CGSize(width: size.width, height: size.height + NavigationBar.height))
  }

  @Test func aClickOutsideDismissesThePopover() throws {
    try play("click outside\nwait 1")
    #expect(root.startGeo.presentedViewController == nil)
    #expect(tracer.events.contains("startGeo dismissEnd:detailsNavigation"))
    #expect(throws: (any Error).self) { try self.play("click outside") }  // none shown now
  }

  @Test func escPutsThePopoverAwayToo() throws {
    try play("key escape\nwait 1")
    #expect(root.startGeo.presentedViewController == nil)
  }

  @Test func aResizeToACompactWidthAdaptsThePopoverToThePane() throws {
    try play("resize 900 900\nwait 1")
    let navigation = try navigation
    #expect(navigation.view.superview === root.topContainer)
    #expect(navigation.view.frame == root.startGeo.view.frame)
    #expect(navigation.popoverPresentationController?.arrowDirection == .unknown)
  }

  /// Back in a regular width the details are a popover again: the
  /// expansion shows the list in its column, which is not the list
  /// covering the tunnel (L in a compact width), so nothing dismisses them.
  @Test func aResizeBackToARegularWidthMakesThemAPopoverAgain() throws {
    try play("resize 900 900\nwait 1\nresize 1600 900\nwait 1")
    let navigation = try navigation
    #expect(navigation.view.superview !== root.topContainer)
    #expect(navigation.popoverPresentationController?.arrowDirection != .unknown)
    #expect(app.split.stateLines.contains("popover from startGeo's name"))
  }
}
