import Foundation
import Testing

@testable import ViewKit

/// Frame, bounds, center and transform stay consistent, and points convert
/// between any two views, as UIKit documents.
@Suite @MainActor
struct GeometryTests {
  @Test func frameIsCenterAndBoundsSize() {
    let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.center == CGPoint(x: 60, y: 45))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    view.center = CGPoint(x: 0, y: 0)
    #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
  }

  @Test func changingBoundsOriginScrollsContentButKeepsFrame() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    window.addSubview(view)
    view.bounds.origin = CGPoint(x: 30, y: 5)
    #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    let child = View(frame: CGRect(x: 30, y: 5, width: 10, height: 10))
    view.addSubview(child)
    // The child sits at the bounds' origin, so at the view's top-left corner.
    #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 20))
    #expect(view.convert(CGPoint(x: 30, y: 5), to: window) == CGPoint(x: 10, y: 20))
  }

  @Test func transformedFrameIsTheBoundingBox() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(view.frame == CGRect(x: -50, y: -25, width: 200, height: 100))
    #expect(view.bounds.size == CGSize(width: 100, height: 50))
    view.transform = CGAffineTransform(rotationAngle: .pi / 2)
    let frame = view.frame
    #expect(abs(frame.width - 50) < 1e-9 && abs(frame.height - 100) < 1e-9)
    #expect(abs(frame.midX - 50) < 1e-9 && abs(frame.midY - 25) < 1e-9)
  }

  /// Core Animation: "When you assign a new value to this property, the
  /// layer changes its position and bounds properties to match the
  /// rectangle you specified." Under a scale, a flip or a translation the
  /// frame read back is the frame set, and the corners of the bounds
  /// convert to the frame's corners.
  @Test(arguments: [
    CGAffineTransform(scaleX: 2, y: 0.5),
    CGAffineTransform(translationX: 10, y: -4),
    CGAffineTransform(scaleX: -1.5, y: 3).translatedBy(x: 7, y: 2),
  ])
  func theFrameSetUnderAScaleOrTranslationIsTheFrameRead(transform: CGAffineTransform) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let view = View(frame: CGRect(x: 20, y: 30, width: 100, height: 50))
    window.addSubview(view)
    view.transform = transform
    let before = view.bounds
    view.frame = view.frame
    #expect(view.bounds == before)  // setting the frame read changes nothing
    let set = CGRect(x: 40, y: 60, width: 120, height: 90)
    view.frame = set
    expectClose(view.frame, set)
    let corner = view.convert(CGPoint(x: view.bounds.maxX, y: view.bounds.maxY), to: window)
    let far = CGPoint(x: transform.a > 0 ? set.maxX : set.minX, y: set.maxY)
    #expect(abs(corner.x - far.x) < 1e-9 && abs(corner.y - far.y) < 1e-9)
    #expect(window.hitTest(CGPoint(x: set.maxX - 1, y: set.maxY - 1), with: nil) === view)
    #expect(window.hitTest(CGPoint(x: set.maxX + 1, y: set.midY), with: nil) === window)
  }

  /// Core Animation defines the frame under rotations by multiples of 90°:
  /// the frame set is the frame read, a quarter turn swapping the bounds'
  /// width and height.
  @Test func theFrameSetUnderAQuarterTurnIsTheFrameRead() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    view.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 1)
    let set = CGRect(x: 10, y: 20, width: 30, height: 80)
    view.frame = set
    expectClose(view.frame, set)
    #expect(abs(view.bounds.width - 40) < 1e-9 && abs(view.bounds.height - 30) < 1e-9)
  }

  /// Apple calls the frame undefined under other rotations. ViewKit's
  /// choice: the frame's midpoint moves to the one set and the bounds keep
  /// their size, so setting the frame read changes nothing.
  @Test func theFrameSetUnderAnotherRotationMovesTheViewAndKeepsItsSize() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    view.transform = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 5, y: 0)
    let read = view.frame
    view.frame = read
    #expect(view.bounds.size == CGSize(width: 100, height: 50))
    expectClose(view.frame, read)
    view.frame = CGRect(x: 200, y: 100, width: 10, height: 10)
    #expect(view.bounds.size == CGSize(width: 100, height: 50))
    #expect(abs(view.frame.midX - 205) < 1e-9 && abs(view.frame.midY - 105) < 1e-9)
  }

  func expectClose(
    _ got: CGRect, _ want: CGRect, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let gaps = [
      got.minX - want.minX, got.minY - want.minY, got.maxX - want.maxX, got.maxY - want.maxY,
    ]
    #expect(
      gaps.allSatisfy { abs($0) < 1e-9 }, "\(got) is not \(want)", sourceLocation: sourceLocation)
  }

  @Test func convertBetweenSiblingsAndCousins() {
    let root = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let a = View(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    let b = View(frame: CGRect(x: 200, y: 50, width: 100, height: 100))
    let inner = View(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
    root.addSubview(a)
    root.addSubview(b)
    b.addSubview(inner)
    #expect(a.convert(CGPoint(x: 0, y: 0), to: b) == CGPoint(x: -190, y: -40))
    #expect(inner.convert(CGPoint(x: 1, y: 1), to: a) == CGPoint(x: 196, y: 46))
    #expect(a.convert(CGPoint(x: 196, y: 46), from: nil) == CGPoint(x: 186, y: 36))
    #expect(
      inner.convert(CGRect(x: 0, y: 0, width: 2, height: 2), to: nil)
        == CGRect(x: 205, y: 55, width: 2, height: 2))
  }

  @Test func convertGoesThroughRotationAndScaleAndBack() {
    let root = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let turned = View(frame: CGRect(x: 100, y: 100, width: 100, height: 60))
    turned.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 1)
    root.addSubview(turned)
    // The top-left corner (0, 0) is 50 left and 30 up of the centre (150, 130):
    // scaled by 2 in x: (-100, -30); turned a quarter clockwise: (30, -100).
    let corner = turned.convert(CGPoint(x: 0, y: 0), to: nil)
    #expect(abs(corner.x - 180) < 1e-9 && abs(corner.y - 30) < 1e-9)
    let back = turned.convert(corner, from: nil)
    #expect(abs(back.x) < 1e-9 && abs(back.y) < 1e-9)
  }

  @Test func affineTransformAlgebra() {
    let t = CGAffineTransform(translationX: 5, y: -3).rotated(by: 0.7).scaledBy(x: 2, y: 0.5)
    let round = t.concatenating(t.inverted())
    for value in [round.a - 1, round.b, round.c, round.d - 1, round.tx, round.ty] {
      #expect(abs(value) < 1e-12)
    }
    // concatenating applies the receiver first.
    let moveThenDouble = CGAffineTransform(translationX: 1, y: 0).concatenating(
      CGAffineTransform(scaleX: 2, y: 2))
    #expect(CGPoint(x: 1, y: 1).applying(moveThenDouble) == CGPoint(x: 4, y: 2))
  }
}
