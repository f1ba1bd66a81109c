import Foundation
import Platform
import Testing

@testable import ViewKit

/// Counts the times its drawing is recorded: what is hidden is not drawn.
@MainActor
final class CountsDrawing: View {
  var draws = 0
  override func draw(_ rect: CGRect, in context: GraphicsContext) {
    draws += 1
    context.fill(bounds, color: .green)
  }
}

/// What an opaque subview hides is not drawn: its superview's background
/// and content (`View.isOpaque`, or an opaque square background), and the
/// picture is the same.
@Suite(.serialized) @MainActor
struct OcclusionTests {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
  let parent = CountsDrawing(frame: CGRect(x: 10, y: 10, width: 60, height: 40))
  let cover = View(frame: CGRect(x: 0, y: 0, width: 60, height: 40))

  init() {
    window.backgroundColor = .white
    parent.backgroundColor = .red
    window.addSubview(parent)
    parent.addSubview(cover)
  }

  @Test func aSuperviewCoveredByAnOpaqueSubviewIsNotDrawnAndThePictureIsTheSame() throws {
    cover.backgroundColor = .blue
    let pixels = try window.snapshotPixels()
    #expect(parent.draws == 0)
    #expect(pixels.pixel(x: 10, y: 10, isCloseTo: .blue))
    #expect(pixels.pixel(x: 69, y: 49, isCloseTo: .blue))
  }

  @Test func isOpaquePromisesTheContentCoversWithoutABackground() throws {
    cover.isOpaque = true  // and draws nothing: what was there stays, as UIKit warns
    _ = try window.snapshotPixels()
    #expect(parent.draws == 0)
  }

  @Test(arguments: [0.5, 1.0])
  func aTranslucentOrPartialCoverHidesNothing(alpha: Double) throws {
    cover.backgroundColor = .blue
    cover.alpha = alpha
    if alpha == 1 { cover.frame = CGRect(x: 0, y: 0, width: 59, height: 40) }
    let pixels = try window.snapshotPixels()
    #expect(parent.draws == 1)
    if alpha == 1 { #expect(pixels.pixel(x: 69, y: 30, isCloseTo: .green)) }
  }

  @Test func aCoverWithRoundedCornersOrATransformHidesNothing() throws {
    cover.backgroundColor = .blue
    cover.cornerRadius = 4
    _ = try window.snapshotPixels()
    #expect(parent.draws == 1)
    cover.cornerRadius = 0
    cover.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    parent.setNeedsDisplay()
    _ = try window.snapshotPixels()
    #expect(parent.draws == 2)
  }
}
