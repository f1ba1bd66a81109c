import Foundation
import Platform
import Testing

@testable import ViewKit

/// `Window.prepareForDisplay`: the textures a view not yet on screen will
/// draw are made ahead, by the window's renderer, without drawing it.
@Suite(.serialized) @MainActor
struct PrepareForDisplayTests {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
  let box = View(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
  let shown = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
  let hidden = Label(frame: CGRect(x: 0, y: 30, width: 200, height: 30))

  init() {
    shown.text = "Readied"  // one line: a texture a line
    hidden.text = "Hidden"
    hidden.isHidden = true
    box.addSubview(shown)
    box.addSubview(hidden)
  }

  func isMade(_ label: Label, in renderer: Renderer) -> Bool {
    renderer.hasTextTexture(
      label.text, typeface: label.font.typeface, pointSize: label.font.pointSize)
  }

  @Test func theTextOfAViewOffScreenIsMadeAndHiddenViewsArePassedOver() throws {
    _ = try window.snapshotPixels()  // the window has a renderer once it has drawn
    let renderer = try #require(window.renderer)
    #expect(!isMade(shown, in: renderer))
    window.prepareForDisplay(box)
    #expect(box.window == nil)  // readied, not shown
    #expect(isMade(shown, in: renderer))
    #expect(!isMade(hidden, in: renderer))
  }

  @Test func beforeTheFirstFrameThereIsNoRendererAndNothingIsMade() {
    #expect(window.renderer == nil)
    window.prepareForDisplay(box)  // does nothing, and does not trap
    #expect(box.window == nil)
  }
}
