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

  @Test func subviewsSideBySideHideTheirSuperviewTogether() throws {
    cover.frame = CGRect(x: 0, y: 0, width: 25, height: 40)
    cover.backgroundColor = .blue
    let right = View(frame: CGRect(x: 25, y: 0, width: 35, height: 40))
    right.backgroundColor = .blue
    parent.addSubview(right)
    let pixels = try window.snapshotPixels()
    #expect(parent.draws == 0)
    #expect(
      pixels.pixel(x: 34, y: 30, isCloseTo: .blue) && pixels.pixel(x: 35, y: 30, isCloseTo: .blue))
  }

  /// A clear view (a navigation controller's content view) hides what is
  /// under it when its own subviews cover it.
  @Test func aClearSubviewCoveredByItsOwnSubviewsHides() throws {
    let pushed = View(frame: cover.bounds)
    pushed.backgroundColor = .blue
    cover.addSubview(pushed)
    let pixels = try window.snapshotPixels()
    #expect(parent.draws == 0)
    #expect(pixels.pixel(x: 40, y: 30, isCloseTo: .blue))
    pushed.frame = CGRect(x: 0, y: 0, width: 60, height: 39)  // a row uncovered
    parent.setNeedsDisplay()
    _ = try window.snapshotPixels()
    #expect(parent.draws == 1)
  }

  /// Partly covered, an opaque square background is drawn only where it
  /// shows: the pieces left are the band below the cover and the piece to
  /// its right, and the picture is the same.
  @Test func aPartialCoverLeavesTheBackgroundOnlyWhereItShows() throws {
    let plain = View(frame: CGRect(x: 10, y: 10, width: 60, height: 40))
    plain.backgroundColor = .red
    let part = View(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    part.backgroundColor = .blue
    plain.addSubview(part)
    window.addSubview(plain)
    #expect(plain.uncoveredPieces(of: plain.bounds) == 2)
    #expect(OcclusionScratch.piece(0) == CGRect(x: 0, y: 30, width: 60, height: 10))
    #expect(OcclusionScratch.piece(1) == CGRect(x: 40, y: 0, width: 20, height: 30))
    let pixels = try window.snapshotPixels()
    #expect(pixels.pixel(x: 49, y: 39, isCloseTo: .blue))
    #expect(
      pixels.pixel(x: 50, y: 39, isCloseTo: .red) && pixels.pixel(x: 49, y: 40, isCloseTo: .red))
    #expect(pixels.pixel(x: 69, y: 49, isCloseTo: .red))
  }

  /// A view fading with an opaque subview over all of it shows the
  /// subview alone at its opacity, as UIKit's group opacity does: the
  /// background beneath does not show through.
  @Test func whatAnOpaqueSubviewCoversDoesNotShowThroughAFade() throws {
    cover.backgroundColor = .blue
    parent.alpha = 0.5
    let pixels = try window.snapshotPixels()
    #expect(parent.draws == 0)
    #expect(pixels.pixel(x: 40, y: 30, isCloseTo: Color(red: 0.5, green: 0.5, blue: 1)))
  }

  @Test func aRectangleLessAnotherIsTheFourBandsAroundIt() {
    var pieces: [CGRect] = []
    CGRect(x: 0, y: 0, width: 10, height: 10).appendPieces(
      removing: CGRect(x: 2, y: 3, width: 4, height: 5), to: &pieces)
    #expect(
      pieces == [
        CGRect(x: 0, y: 0, width: 10, height: 3), CGRect(x: 0, y: 8, width: 10, height: 2),
        CGRect(x: 0, y: 3, width: 2, height: 5), CGRect(x: 6, y: 3, width: 4, height: 5),
      ])
    pieces.removeAll()
    CGRect(x: 0, y: 0, width: 10, height: 10).appendPieces(
      removing: CGRect(x: 20, y: 0, width: 4, height: 5), to: &pieces)
    #expect(pieces == [CGRect(x: 0, y: 0, width: 10, height: 10)])  // apart: untouched
  }
}
