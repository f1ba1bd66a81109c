import Foundation
import Geo
import Testing

@testable import TunnelApp

/// The saved places' file: its reader refuses anything it would not
/// write, a damaged file is one problem and no places, the round trip
/// keeps names and places, and the list keeps the newest `capacity`.
@Suite struct SavedPlacesStoreTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "tunnel-places-\(UUID())")
  var digSite: DigSiteStore {
    DigSiteStore(path: directory.appendingPathComponent("dig-site").path)
  }
  var store: SavedPlacesStore { SavedPlacesStore(besideDigSite: digSite) }

  static let lemvig = SavedPlace(name: "Lemvig, Denmark", coordinate: AppOptions.westJutland)!
  static let wellington = SavedPlace(
    name: "Wellington, New Zealand",
    coordinate: Coordinate(latitude: -41.28646, longitude: 174.776236)!)!

  @Test func theFileLivesBesideTheDigSite() {
    #expect(store.path == directory.appendingPathComponent("places").path)
  }

  @Test func savedPlacesLoadBackInOrderAsTabSeparatedLines() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try store.save([Self.lemvig, Self.wellington])
    let text = try String(contentsOfFile: store.path, encoding: .utf8)
    #expect(
      text
        == "56.550000,8.316667\tLemvig, Denmark\n-41.286460,174.776236\tWellington, New Zealand\n")
    let loaded = store.load()
    #expect(loaded.problem == nil)
    #expect(loaded.places.map(\.name) == ["Lemvig, Denmark", "Wellington, New Zealand"])
    #expect(loaded.places[1].coordinate.distance(to: Self.wellington.coordinate) < 0.1)
  }

  @Test func noFileIsNoPlacesAndNoProblem() {
    let loaded = store.load()
    #expect(loaded.places.isEmpty && loaded.problem == nil)
  }

  @Test(arguments: [
    "56.55,8.3\n",  // no name
    "56.55,8.3\t\n",  // an empty name
    "0x10,0\tHex\n",  // what Coordinate(parsing:) refuses
    "91,0\tToo far north\n",
    "56.55,8.3\tLemvig\nnot a place\n",  // one bad line spoils the file
    "56.55,8.3\tA\u{7}bell\n",  // a control character in a name
  ])
  func aDamagedFileIsOneProblemAndNoPlaces(text: String) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(text.utf8).write(to: URL(fileURLWithPath: store.path))
    let loaded = store.load()
    #expect(loaded.places.isEmpty)
    #expect(loaded.problem == "ignoring the unreadable saved places in \(store.path)")
  }

  @Test func moreLinesThanTheCapacityOrBytesThanAnySaveAreRefused() {
    let line = "1.000000,2.000000\tPlace\n"
    #expect(SavedPlacesStore.decode(Data(String(repeating: line, count: 50).utf8))?.count == 50)
    #expect(SavedPlacesStore.decode(Data(String(repeating: line, count: 51).utf8)) == nil)
    let long = Data(repeating: UInt8(ascii: "a"), count: SavedPlacesStore.longestFile + 1)
    #expect(SavedPlacesStore.decode(long) == nil)
    #expect(SavedPlacesStore.decode(Data([0xFF, 0xFE])) == nil)  // not UTF-8
  }

  @Test func aNameTheFileCannotHoldMakesNoPlace() {
    let here = AppOptions.westJutland
    #expect(SavedPlace(name: "", coordinate: here) == nil)
    #expect(SavedPlace(name: "a\tb", coordinate: here) == nil)
    #expect(SavedPlace(name: "a\nb", coordinate: here) == nil)
    // "ø" is two bytes in UTF-8: 101 of them are 202 bytes, over the limit.
    #expect(SavedPlace(name: String(repeating: "ø", count: 101), coordinate: here) == nil)
    #expect(SavedPlace(name: String(repeating: "ø", count: 100), coordinate: here) != nil)
  }

  @Test func theListKeepsTheNewestCapacityAndSavesASpotOnce() {
    var list = PlacesList()
    for index in 0..<(SavedPlacesStore.capacity + 3) {
      let coordinate = Coordinate(latitude: Double(index), longitude: 0)!
      list.save(SavedPlace(name: "P\(index)", coordinate: coordinate)!)
    }
    #expect(list.saved.count == SavedPlacesStore.capacity)
    #expect(list.saved.first?.name == "P3")  // the three oldest went
    list.save(SavedPlace(name: "again", coordinate: Coordinate(latitude: 10, longitude: 0)!)!)
    #expect(list.saved.count == SavedPlacesStore.capacity)
    #expect(!list.saved.contains { $0.name == "again" })
    list.remove(list.saved[0])
    #expect(list.saved.first?.name == "P4")
  }
}
