import Foundation
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// Where a popover goes (`PopoverPlacement`), and the raw values of the
  /// styles and arrow directions.
  @Suite @MainActor
  struct PopoverPlacementTests {
    let bounds = CGRect(x: 0, y: 0, width: 1000, height: 700)
    let margins = EdgeInsets(all: 10)

    func place(
      _ size: CGSize, at source: CGRect, _ permitted: PopoverArrowDirection = .any,
      canOverlap: Bool = false
    ) -> PopoverPlacement {
      PopoverPlacement(
        contentSize: size, source: source, bounds: bounds, margins: margins, permitted: permitted,
        canOverlap: canOverlap)
    }

    @Test func rawValuesAreUIKits() {
      #expect(ModalPresentationStyle.popover.rawValue == 7)
      #expect(ModalPresentationStyle.none.rawValue == -1)
      #expect(ModalPresentationStyle.pageSheet.rawValue == 1)
      #expect(ModalPresentationStyle.formSheet.rawValue == 2)
      let others: [ModalPresentationStyle] = [
        .automatic, .fullScreen, .currentContext, .custom, .overFullScreen, .overCurrentContext,
      ]
      #expect(others.map(\.rawValue) == [-2, 0, 3, 4, 5, 6])
      #expect(
        [PopoverArrowDirection.up, .down, .left, .right, .any].map(\.rawValue) == [1, 2, 4, 8, 15])
      #expect(PopoverArrowDirection.unknown.rawValue == UInt.max)
    }

    @Test func theCardGoesBelowTheSourceWhenItFitsWithTheArrowAtTheSourcesCentre() {
      let placement = place(
        CGSize(width: 300, height: 200), at: CGRect(x: 400, y: 100, width: 40, height: 20))
      #expect(placement.direction == .up)
      #expect(placement.card == CGRect(x: 270, y: 133, width: 300, height: 200))
      #expect(placement.arrowOffset == 150)
      #expect(placement.frame == CGRect(x: 270, y: 120, width: 300, height: 213))
    }

    @Test func theOrderOfPreferenceIsBelowAboveRightLeft() {
      let size = CGSize(width: 200, height: 200)
      let middle = CGRect(x: 400, y: 300, width: 40, height: 20)
      #expect(place(size, at: middle).direction == .up)
      #expect(place(size, at: middle, [.down, .left, .right]).direction == .down)
      #expect(place(size, at: middle, [.left, .right]).direction == .left)
      #expect(place(size, at: middle, .right).direction == .right)
      // No room below: above.
      #expect(place(size, at: CGRect(x: 400, y: 600, width: 40, height: 20)).direction == .down)
    }

    @Test func emptyOrUnknownPermittedDirectionsCountAsAny() {
      let source = CGRect(x: 400, y: 100, width: 40, height: 20)
      #expect(place(CGSize(width: 100, height: 100), at: source, []).direction == .up)
      #expect(place(CGSize(width: 100, height: 100), at: source, .unknown).direction == .up)
    }

    @Test func withNoRoomTheSideWithMostRoomWinsAndTheCardIsShortened() {
      // 680 tall fits nowhere; there is more room above (y 400) than below.
      let placement = place(
        CGSize(width: 300, height: 680), at: CGRect(x: 400, y: 400, width: 40, height: 20),
        [.up, .down])
      #expect(placement.direction == .down)
      #expect(placement.card == CGRect(x: 270, y: 10, width: 300, height: 377))
    }

    @Test func canOverlapSourceViewRectKeepsTheSizeAndCoversTheSource() {
      let placement = place(
        CGSize(width: 300, height: 600), at: CGRect(x: 400, y: 400, width: 40, height: 20),
        [.up, .down], canOverlap: true)
      #expect(placement.direction == .down)
      #expect(placement.card == CGRect(x: 270, y: 10, width: 300, height: 600))
    }

    @Test func theCardShiftsAlongTheSideToStayInsideTheMargins() {
      let placement = place(
        CGSize(width: 300, height: 200), at: CGRect(x: 960, y: 100, width: 30, height: 20))
      #expect(placement.card.maxX == 990)
      #expect(placement.card.minY == 133)
    }

    @Test func theArrowIsClampedClearOfTheRoundedCorners() {
      // The source's centre is 5 points from the card's left edge.
      let placement = place(
        CGSize(width: 300, height: 200), at: CGRect(x: 0, y: 100, width: 30, height: 20))
      #expect(placement.card.minX == 10)
      #expect(
        placement.arrowOffset == PopoverPlacement.cornerRadius + PopoverPlacement.arrowWidth / 2)
    }

    @Test func aZeroPreferredSizeIsTheDefaultSizeNoLargerThanTheArea() {
      let placement = place(.zero, at: CGRect(x: 400, y: 10, width: 40, height: 20))
      #expect(placement.card.size == CGSize(width: 320, height: 480))
      let tall = place(
        CGSize(width: 2000, height: 100), at: CGRect(x: 400, y: 10, width: 40, height: 20))
      #expect(tall.card.width == 980)
    }
  }
}
