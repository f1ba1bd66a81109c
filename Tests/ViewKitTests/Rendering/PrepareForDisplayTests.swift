import Foundation
import Platform
import Testing

@testable import ViewKit

/// `Window.prepareForDisplay` and `prepareText`: the textures a view not
/// yet on screen will draw are made ahead, by the window's renderer,
/// without drawing it.
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

  /// Text no view holds yet (a bar's title to come) is asked for in the
  /// background and its texture made at the next idle moment, not before.
  @Test func textToComeIsMadeAtTheNextIdleMoment() throws {
    _ = try window.snapshotPixels()
    let renderer = try #require(window.renderer)
    let font = Font.boldSystemFont(ofSize: 17)
    let made = { (text: String) in
      renderer.hasTextTexture(text, typeface: font.typeface, pointSize: font.pointSize)
    }
    window.prepareText(["To come", ""], font: font)
    #expect(!made("To come"))
    window.runIdleActions()
    #expect(made("To come"))
    #expect(!made(""))  // an empty line has nothing to make
  }

  @Test func beforeTheFirstFrameThereIsNoRendererAndNothingIsMade() {
    #expect(window.renderer == nil)
    window.prepareForDisplay(box)  // does nothing, and does not trap
    window.prepareText(["Nothing"], font: .systemFont(ofSize: 12))
    window.runIdleActions()
    #expect(box.window == nil)
  }
}
