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

  @Test func aCoverWithRoundedCornersOrATransformDoesNotHideTheWhole() throws {
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

  /// A clear view whose subviews cover it in part (a list's rows in its
  /// content view) hides what they paint: the background under them is
  /// not drawn, where it shows it is, and cut at the clear view's bounds
  /// when it clips.
  @Test func whatAClearSubviewsSubviewsPaintHidesTheBackgroundBeneath() throws {
    parent.removeFromSuperview()
    let list = View(frame: CGRect(x: 10, y: 10, width: 60, height: 40))
    list.backgroundColor = .red
    let content = View(frame: CGRect(x: 0, y: 10, width: 60, height: 30))
    content.bounds.origin = CGPoint(x: 0, y: 5)  // scrolled by 5
    let row = View(frame: CGRect(x: 0, y: 5, width: 60, height: 10))
    row.backgroundColor = .blue
    let wide = View(frame: CGRect(x: 0, y: 25, width: 80, height: 20))  // past the bottom
    wide.backgroundColor = .green
    content.addSubview(row)
    content.addSubview(wide)
    list.addSubview(content)
    window.addSubview(list)
    // The row at 10...20; the wide one from 30, past the list's bottom.
    #expect(list.uncoveredPieces(of: list.bounds) == 2)
    #expect(OcclusionScratch.piece(0) == CGRect(x: 0, y: 0, width: 60, height: 10))
    #expect(OcclusionScratch.piece(1) == CGRect(x: 0, y: 20, width: 60, height: 10))
    let pixels = try window.snapshotPixels()
    #expect(
      pixels.pixel(x: 40, y: 19, isCloseTo: .red) && pixels.pixel(x: 40, y: 20, isCloseTo: .blue))
    #expect(
      pixels.pixel(x: 40, y: 39, isCloseTo: .red) && pixels.pixel(x: 40, y: 40, isCloseTo: .green))
    #expect(pixels.pixel(x: 75, y: 45, isCloseTo: .green))  // not clipped: drawn past the list
    content.clipsToBounds = true
    wide.frame = CGRect(x: 0, y: 25, width: 60, height: 30)  // past the content's bottom
    #expect(list.uncoveredPieces(of: list.bounds) == 2)
    #expect(OcclusionScratch.piece(1) == CGRect(x: 0, y: 20, width: 60, height: 10))
    // Shorter, the content now clips the wide view above the list's bottom.
    content.frame = CGRect(x: 0, y: 10, width: 60, height: 25)
    #expect(list.uncoveredPieces(of: list.bounds) == 3)
    #expect(OcclusionScratch.piece(2) == CGRect(x: 0, y: 35, width: 60, height: 5))
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

  /// A rounded opaque cover paints the cross its corners leave: a square
  /// background under it is drawn in the four corner squares alone, and
  /// shows in the corners, outside the curve.
  @Test func aRoundedCoverLeavesOnlyTheSquaresAtItsCorners() throws {
    let plain = View(frame: CGRect(x: 10, y: 10, width: 60, height: 40))
    plain.backgroundColor = .red
    let rounded = View(frame: plain.bounds)
    rounded.backgroundColor = .blue
    rounded.cornerRadius = 8
    plain.addSubview(rounded)
    window.addSubview(plain)
    #expect(plain.uncoveredPieces(of: plain.bounds) == 4)
    let corners = (0..<4).map(OcclusionScratch.piece)
    #expect(corners.allSatisfy { $0.width == 8 && $0.height == 8 })
    #expect(Set(corners.map(\.minX)) == [0, 52] && Set(corners.map(\.minY)) == [0, 32])
    let pixels = try window.snapshotPixels()
    #expect(
      pixels.pixel(x: 10, y: 10, isCloseTo: .red) && pixels.pixel(x: 69, y: 49, isCloseTo: .red))
    #expect(
      pixels.pixel(x: 18, y: 10, isCloseTo: .blue) && pixels.pixel(x: 10, y: 18, isCloseTo: .blue))
    #expect(pixels.pixel(x: 14, y: 14, isCloseTo: .blue))  // inside the curve
  }

  /// A rounded view whose square subviews cover its bounds covers its
  /// corners too (subviews are not cut at them): a popover's card under
  /// the presented view, rounded, under its bar and content.
  @Test func aRoundedViewCoveredByItsSquareSubviewsHidesWhatIsUnderIt() throws {
    cover.backgroundColor = .blue
    cover.cornerRadius = 8
    let top = View(frame: CGRect(x: 0, y: 0, width: 60, height: 15))
    let rest = View(frame: CGRect(x: 0, y: 15, width: 60, height: 25))
    top.backgroundColor = .green
    rest.backgroundColor = .black
    cover.addSubview(top)
    cover.addSubview(rest)
    let pixels = try window.snapshotPixels()
    #expect(parent.draws == 0)
    #expect(
      pixels.pixel(x: 10, y: 10, isCloseTo: .green) && pixels.pixel(x: 69, y: 49, isCloseTo: .black)
    )
  }

  /// A translucent square background partly covered is drawn in pieces
  /// too: each point where it shows is blended once, the seams between
  /// the pieces included, and the picture is the one drawn whole.
  @Test func aTranslucentBackgroundIsBlendedOnceWhereItShows() throws {
    parent.removeFromSuperview()  // over the white window alone
    let plain = View(frame: CGRect(x: 10, y: 10, width: 60, height: 40))
    plain.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
    let part = View(frame: CGRect(x: 20, y: 10, width: 20, height: 20))
    part.backgroundColor = .blue
    plain.addSubview(part)
    window.addSubview(plain)
    #expect(plain.uncoveredPieces(of: plain.bounds) == 4)
    let pixels = try window.snapshotPixels()
    let pink = Color(red: 1, green: 0.5, blue: 0.5)
    // The corners, beside the cover, and the seams where the pieces meet.
    for (x, y) in [
      (10, 10), (69, 49), (29, 25), (50, 25), (40, 19), (40, 40), (29, 19), (29, 20), (50, 39),
      (50, 40),
    ] {
      #expect(pixels.pixel(x: x, y: y, isCloseTo: pink), "at \(x), \(y)")
    }
    #expect(
      pixels.pixel(x: 30, y: 20, isCloseTo: .blue) && pixels.pixel(x: 49, y: 39, isCloseTo: .blue))
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
