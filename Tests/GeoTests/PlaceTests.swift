import Foundation
import Testing

@testable import Geo

/// A `Place` keeps what places.bin holds, in its units, in 32 bytes.
struct PlaceTests {
  @Test func aPlaceTakesThirtyTwoBytes() {
    #expect(MemoryLayout<Place>.stride == 32)
  }

  @Test func aPlaceMadeInCodeIsRoundedToTheFilesUnit() {
    let place = Place(
      name: "Ringkøbing", latitude: 56.090_004_9, longitude: -8.244_446, population: 9_999,
      countryCode: "DK", isCapital: false)
    #expect(place.latitude == 56.09)
    #expect(place.longitude == -8.244_45)
    #expect(place.population == 9_999)
    #expect(place.countryCode == "DK")
    #expect(!place.isCapital)
  }

  @Test func aPopulationBeyondTheFilesRangeIsClamped() {
    let place = Place(
      name: "X", latitude: 0, longitude: 0, population: Int(UInt32.max) + 5, countryCode: "DK",
      isCapital: true)
    #expect(place.population == Int(UInt32.max))
  }

  @Test func aCountryCodeThatIsNotTwoLettersIsAProgrammerError() async {
    await #expect(processExitsWith: .failure) {
      _ = Place(
        name: "X", latitude: 0, longitude: 0, population: 1, countryCode: "DNK", isCapital: false)
    }
  }
}
