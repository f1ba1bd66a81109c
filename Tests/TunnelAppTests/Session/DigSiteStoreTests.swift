import Foundation
import Geo
import Testing

@testable import TunnelApp

/// The state file: its reader, the round trip through disk, and the
/// clean-up of temporaries a killed run left behind.
@Suite struct DigSiteStoreTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "tunnel-dig-site-\(UUID())")
  var store: DigSiteStore { DigSiteStore(path: directory.appendingPathComponent("dig-site").path) }

  func names() throws -> Set<String> {
    Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
  }

  func write(_ text: String, to name: String) throws {
    try Data(text.utf8).write(to: directory.appendingPathComponent(name))
  }

  @Test func staleTemporariesAreRemovedAtTheNextSaveAndOtherFilesKept() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for name in ["dig-site.tmp-4242", "dig-site.tmp-1", "dig-site.tmp-"] {
      try write("12.000000,3.000000\n", to: name)
    }
    let unrelated = ["notes.txt", "dig-site.bak", "old-dig-site.tmp-7", "dig-site.tmp"]
    for name in unrelated { try write("keep me", to: name) }

    try store.save(Coordinate(latitude: 1, longitude: 2)!)

    #expect(try names() == Set(unrelated + ["dig-site"]))
  }

  @Test func aSavedSiteLoadsBackAsOneSixDecimalLine() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let site = Coordinate(latitude: -33.87, longitude: 151.21)!
    try store.save(site)
    let text = try String(contentsOfFile: store.path, encoding: .utf8)
    #expect(text == "-33.870000,151.210000\n")
    let loaded = store.load()
    #expect(loaded.problem == nil)
    #expect(loaded.site == site)
    try store.save(AppOptions.westJutland)  // over the old file
    #expect(try names() == ["dig-site"])
    #expect(store.load().site.map { $0.distance(to: AppOptions.westJutland) < 0.1 } == true)
  }

  /// A first run has no file: that is normal, and not worth a warning.
  @Test func noFileIsNoSiteAndNoProblem() {
    let loaded = store.load()
    #expect(loaded.site == nil && loaded.problem == nil)
  }

  @Test func aDamagedFileIsOneProblem() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try write("0x10,0\n", to: "dig-site")
    let loaded = store.load()
    #expect(loaded.site == nil)
    #expect(loaded.problem?.hasPrefix("ignoring the unreadable dig site in ") == true)
  }

  @Test(arguments: [
    ("56.550000,8.316667\n", 56.55, 8.316667),
    ("-90.000000,-180.000000\n", -90, 180),
    ("0.000000,0.000000", 0, 0),
  ])
  func decodeReadsWhatSaveWrites(text: String, latitude: Double, longitude: Double) throws {
    let site = try #require(DigSiteStore.decode(Data(text.utf8)))
    #expect(abs(site.latitude - latitude) < 1e-9 && abs(site.longitude - longitude) < 1e-9)
  }

  @Test(arguments: [
    "0x10,0x20\n", "0x1.8p3,0\n", "1e1,2\n", "inf,0\n", "nan,nan\n", "91.000000,0.000000\n",
    "0.000000,400.000000\n", "0.000000,-180.000001\n", "", "\n", "not a place", "1,2,3\n",
    "56.55\n", "56.55,8.3\u{0}", "56.55,8.3 # Lemvig\n",
    String(repeating: "0", count: 300) + ",0\n",
  ])
  func decodeRefusesHexOutOfRangeAndGarbage(text: String) {
    #expect(DigSiteStore.decode(Data(text.utf8)) == nil)
  }

  @Test func decodeRefusesBytesThatAreNotUTF8() {
    #expect(DigSiteStore.decode(Data([0x35, 0x36, 0xFF, 0x2C, 0x38])) == nil)
  }
}
