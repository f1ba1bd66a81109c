import Foundation
import Platform
import Testing

@testable import ViewKit

/// The page curl, drawn headless on `TransitionTests`' stage: the red page
/// curls up off the blue one (the container's box is x 40...160, y 40...120).
extension SharedStateSuites.TransitionTests {
  func curl(_ options: View.AnimationOptions, at time: Double) throws -> PixelBuffer {
    View.transition(from: red, to: blue, duration: 1, options: options.union(.curveLinear))
    self.time.clock.advance(by: time)
    self.time.engine.advance()
    return try window.snapshotPixels()
  }

  /// Where the fold is at `progress`, in window y.
  func foldY(_ progress: Double) -> Double {
    40 + PageCurl(size: CGSize(width: 120, height: 80), progress: progress).fold
  }

  @Test func atAQuarterThePageAboveTheFoldIsUntouchedAndTheNewPageShowsBelow() throws {
    let pixels = try curl(.transitionCurlUp, at: 0.25)
    let fold = foldY(0.25)  // 49.5 in the box: 89.5 in the window
    #expect(abs(fold - 89.5) < 0.1)
    #expect(pixels.pixel(x: 100, y: Int(fold) - 6, isCloseTo: .red))  // untouched
    #expect(pixels.pixel(x: 100, y: 118, isCloseTo: .blue))  // uncovered, past the shadow
    // Just past the fold the paper bends toward the viewer, front up: red, shaded.
    let bend = pixels[100, Int(fold) + 4]
    #expect(bend.r > 150 && bend.g < 40 && bend.b < 40)
    #expect(bend.r < 250)  // tilted away from the light
  }

  @Test func earlyOnEveryRowAboveTheFoldIsTheOldPage() throws {
    let pixels = try curl(.transitionCurlUp, at: 0.1)
    let fold = Int(foldY(0.1))
    let wrong = (41..<(fold - 1)).filter { !pixels.pixel(x: 100, y: $0, isCloseTo: .red) }
    #expect(wrong.isEmpty, "rows \(wrong)")
  }

  @Test func atHalfTheBackOfThePageShowsItsContentFaded() throws {
    let pixels = try curl(.transitionCurlUp, at: 0.5)
    // The flap lies back up over the top of the box: white paper with
    // 30% of the red content showing through (no blue at all).
    let back = pixels[100, 45]
    #expect(back.r > 230 && back.g > 120 && back.g < 220 && abs(Int(back.g) - Int(back.b)) <= 3)
    #expect(pixels.pixel(x: 100, y: 118, isCloseTo: .blue))
    // Below the paper's lowest point the shadow darkens the new page.
    let lowest =
      40
      + PageCurl(size: CGSize(width: 120, height: 80), progress: 0.5)
      .lowestLiftedPoint
    let shaded = pixels[100, Int(lowest) + 2]
    #expect(shaded.b < 230 && shaded.b > 100 && shaded.r < 10)
  }

  @Test func atThreeQuartersNearlyAllOfTheNewPageShowsAndNothingLeavesTheBox() throws {
    let pixels = try curl(.transitionCurlUp, at: 0.75)
    #expect(pixels.pixel(x: 100, y: 80, isCloseTo: .blue))
    #expect(pixels.pixel(x: 100, y: 118, isCloseTo: .blue))
    #expect(pixels.pixel(x: 100, y: 35, isCloseTo: .white))  // cut to the box
  }

  @Test func curlDownBringsTheNewPageDownOverTheOld() throws {
    let pixels = try curl(.transitionCurlDown, at: 0.25)
    // Curl down at 25% is curl up at 75% with the pages swapped: the new
    // page has come down over most of the old; the old shows at the bottom.
    #expect(pixels.pixel(x: 100, y: 118, isCloseTo: .red))
    #expect(!pixels.pixel(x: 100, y: 45, isCloseTo: .red))
  }

  @Test func thePlacementOfThePaperFollowsTheCylinder() {
    let curl = PageCurl(size: CGSize(width: 120, height: 80), progress: 0.5)
    let r = curl.radius
    #expect(curl.place(curl.fold - 5) == (curl.fold - 5, false))  // flat above the fold
    let quarter = curl.place(curl.fold + r * (.pi / 2 - 1e-6))
    #expect(abs(quarter.y - (curl.fold + r)) < 1e-6 && !quarter.showsBack)
    let half = curl.place(curl.fold + r * .pi)
    #expect(abs(half.y - curl.fold) < 1e-9 && half.showsBack)
    let flap = curl.place(curl.fold + r * .pi + 7)
    #expect(abs(flap.y - (curl.fold - 7)) < 1e-9 && flap.showsBack)
  }
}
