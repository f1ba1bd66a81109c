import Foundation
import Testing

@testable import ViewKit

/// The values of a trait collection, and the size classes a window's size
/// gives, at the thresholds ViewKit chose.
@MainActor
struct TraitCollectionTests {
  @Test func sizeClassesHaveUIKitsRawValues() {
    #expect(UserInterfaceSizeClass.unspecified.rawValue == 0)
    #expect(UserInterfaceSizeClass.compact.rawValue == 1)
    #expect(UserInterfaceSizeClass.regular.rawValue == 2)
  }

  @Test func everyTraitIsUnspecifiedByDefaultAndTheScaleIsZero() {
    let traits = TraitCollection()
    #expect(traits.horizontalSizeClass == .unspecified)
    #expect(traits.verticalSizeClass == .unspecified)
    #expect(traits.displayScale == 0)
  }

  @Test(arguments: [
    (1023.0, UserInterfaceSizeClass.compact), (1024.0, .regular), (480.0, .compact),
    (1600.0, .regular),
  ])
  func theWidthIsRegularFrom1024Points(width: Double, expected: UserInterfaceSizeClass) {
    let traits = TraitCollection(windowSize: CGSize(width: width, height: 700), displayScale: 1)
    #expect(traits.horizontalSizeClass == expected)
    #expect(TraitCollection.regularWidth == 1024)
  }

  @Test(arguments: [(599.0, UserInterfaceSizeClass.compact), (600.0, .regular), (480.0, .compact)])
  func theHeightIsRegularFrom600Points(height: Double, expected: UserInterfaceSizeClass) {
    let traits = TraitCollection(windowSize: CGSize(width: 900, height: height), displayScale: 2)
    #expect(traits.verticalSizeClass == expected)
    #expect(traits.displayScale == 2)
    #expect(TraitCollection.regularHeight == 600)
  }

  @Test func mergingTakesEachTraitFromTheLastCollectionThatSpecifiesIt() {
    let merged = TraitCollection(traitsFrom: [
      TraitCollection(horizontalSizeClass: .regular), TraitCollection(displayScale: 2),
      TraitCollection(horizontalSizeClass: .compact), TraitCollection(),
    ])
    #expect(merged.horizontalSizeClass == .compact)
    #expect(merged.verticalSizeClass == .unspecified)
    #expect(merged.displayScale == 2)
    #expect(TraitCollection(traitsFrom: []) == TraitCollection())
  }

  @Test func aCollectionContainsTheTraitsAnotherSpecifiesWithTheSameValues() {
    let window = TraitCollection(
      windowSize: CGSize(width: 1600, height: 900), displayScale: 2)
    #expect(window.containsTraits(in: TraitCollection(horizontalSizeClass: .regular)))
    #expect(!window.containsTraits(in: TraitCollection(horizontalSizeClass: .compact)))
    #expect(window.containsTraits(in: TraitCollection(displayScale: 2)))
    #expect(!window.containsTraits(in: TraitCollection(displayScale: 1)))
    #expect(window.containsTraits(in: TraitCollection()))
    #expect(window.containsTraits(in: nil))
    #expect(!TraitCollection().containsTraits(in: window))
  }
}
