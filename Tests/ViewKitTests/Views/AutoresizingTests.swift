import Foundation
import Testing

@testable import ViewKit

/// Autoresizing shares a change of the superview's size among the flexible
/// margins and sizes, in proportion to their lengths.
@Suite @MainActor
struct AutoresizingTests {
  func child(_ mask: AutoresizingMask, in parentSize: CGSize, frame: CGRect, growTo newSize: CGSize)
    -> CGRect
  {
    let parent = View(frame: CGRect(origin: .zero, size: parentSize))
    let view = View(frame: frame)
    view.autoresizingMask = mask
    parent.addSubview(view)
    parent.frame.size = newSize
    return view.frame
  }

  let start = CGRect(x: 20, y: 10, width: 60, height: 30)
  let parentSize = CGSize(width: 100, height: 50)
  let grown = CGSize(width: 200, height: 150)

  @Test func noMaskKeepsTheFrame() {
    #expect(child([], in: parentSize, frame: start, growTo: grown) == start)
  }

  @Test func flexibleWidthAndHeightTakeAllTheGrowth() {
    let frame = child(
      [.flexibleWidth, .flexibleHeight], in: parentSize, frame: start, growTo: grown)
    #expect(frame == CGRect(x: 20, y: 10, width: 160, height: 130))
  }

  @Test func flexibleLeftMarginPinsToTheRight() {
    let frame = child(
      [.flexibleLeftMargin, .flexibleTopMargin], in: parentSize, frame: start, growTo: grown)
    #expect(frame == CGRect(x: 120, y: 110, width: 60, height: 30))
  }

  @Test func bothMarginsFlexibleKeepsTheViewCentredProportionally() {
    // Margins 20 and 20 share +100 equally; top 10 and bottom 10 share +100 equally.
    let frame = child(
      [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin],
      in: parentSize, frame: start, growTo: grown)
    #expect(frame == CGRect(x: 70, y: 60, width: 60, height: 30))
  }

  @Test func widthAndRightMarginShareInProportion() {
    // Width 60 and right margin 20 share +100 as 75 and 25.
    let frame = child(
      [.flexibleWidth, .flexibleRightMargin], in: parentSize, frame: start, growTo: grown)
    #expect(frame.minX == 20 && frame.width == 135)
  }

  @Test func zeroLengthFlexiblePartsShareEqually() {
    let flush = CGRect(x: 0, y: 0, width: 0, height: 50)
    let frame = child(
      [.flexibleLeftMargin, .flexibleWidth], in: CGSize(width: 0, height: 50), frame: flush,
      growTo: CGSize(width: 100, height: 50))
    #expect(frame == CGRect(x: 50, y: 0, width: 50, height: 50))
  }

  @Test func autoresizesSubviewsFalseLeavesChildrenAlone() {
    let parent = View(frame: CGRect(origin: .zero, size: parentSize))
    parent.autoresizesSubviews = false
    let view = View(frame: start)
    view.autoresizingMask = [.flexibleWidth]
    parent.addSubview(view)
    parent.frame.size = grown
    #expect(view.frame == start)
  }

  @Test func resizingMarksLayoutAndLayoutIfNeededRunsItOnce() {
    final class Counting: View {
      var layouts = 0
      override func layoutSubviews() { layouts += 1 }
    }
    let view = Counting(frame: start)
    view.layoutIfNeeded()
    #expect(view.layouts == 1)
    view.layoutIfNeeded()
    #expect(view.layouts == 1)
    view.frame.size = grown
    view.layoutIfNeeded()
    #expect(view.layouts == 2)
  }
}
