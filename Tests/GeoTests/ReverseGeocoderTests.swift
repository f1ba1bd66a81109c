import Foundation
import Testing

@testable import Geo

/// The offline geocoder names land by place and country, and the sea by
/// sea or ocean, with the nearest place near a coast.
@Suite struct ReverseGeocoderTests {
  static let geocoder = Result {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent()
    return try ReverseGeocoder(mapDirectory: root.appendingPathComponent("Assets/Map").path)
  }

  func describe(_ latitude: Double, _ longitude: Double) throws -> PlaceDescription {
    try Self.geocoder.get().describe(
      try #require(Coordinate(latitude: latitude, longitude: longitude)))
  }

  @Test(arguments: [
    (56.09, 8.25, "DK"),  // Ringkøbing, West Jutland
    (48.8566, 2.3522, "FR"),  // central Paris
    (-33.87, 151.15, "AU"),  // Sydney
    (35.88, 14.42, "MT"),  // Malta, an island state
    (-16.82, -179.9, "FJ"),  // Taveuni, Fiji, just east of 180°
    (-16.6, 179.3, "FJ"),  // Vanua Levu, just west of it
    (-80.0, 30.0, "AQ"),  // Antarctica
  ])
  func landResolvesToItsCountry(latitude: Double, longitude: Double, code: String) throws {
    let answer = try describe(latitude, longitude)
    #expect(answer.kind == .land, "\(answer)")
    #expect(answer.countryCode == code, "\(answer)")
  }

  @Test func aTownInDenmarkKeepsItsLetters() throws {
    #expect(try describe(56.09, 8.25).text == "Ringkøbing, Denmark")
  }

  @Test func centralParisIsParisNotADistrict() throws {
    #expect(try describe(48.8566, 2.3522).text == "Paris, France")
  }

  @Test func antarcticaHasNoTownsSoItIsNamedAlone() throws {
    #expect(try describe(-80.0, 30.0).text == "Antarctica")
  }

  @Test(arguments: [
    (-40.0, -130.0, "South Pacific Ocean"),
    (30.0, -150.0, "North Pacific Ocean"),
    (25.0, -45.0, "North Atlantic Ocean"),
    (-30.0, -20.0, "South Atlantic Ocean"),
    (-20.0, 80.0, "Indian Ocean"),
    (-65.0, -100.0, "Southern Ocean"),
  ])
  func openOceanNamesItsOcean(latitude: Double, longitude: Double, ocean: String) throws {
    let answer = try describe(latitude, longitude)
    #expect(answer.text == ocean)
    #expect(answer.kind == .ocean)
  }

  @Test(arguments: [
    (56.5, 3.0, "North Sea"),
    (57.0, 19.0, "Baltic Sea"),
    (-38.0, 160.0, "Tasman Sea"),
    (-15.0, 155.0, "Coral Sea"),
    (42.5, 50.5, "Caspian Sea"),
  ])
  func namedSeasAreNamed(latitude: Double, longitude: Double, sea: String) throws {
    let answer = try describe(latitude, longitude)
    #expect(answer.text.hasPrefix(sea), "\(answer)")
    #expect(answer.kind == .sea)
  }

  @Test func theMediterraneanOrOneOfItsParts() throws {
    let answer = try describe(35.0, 18.0).text
    #expect(
      ["Mediterranean", "Ionian Sea", "Levantine"].contains { answer.contains($0) }, "\(answer)")
  }

  @Test func nearACoastTheSeaNamesTheNearestPlace() throws {
    let answer = try describe(55.47, 8.0)  // 25-30 km west of Esbjerg
    #expect(answer.kind == .sea)
    #expect(answer.text.hasPrefix("North Sea, "), "\(answer)")
    #expect(answer.text.contains(" km off ") && answer.text.hasSuffix(", Denmark"), "\(answer)")
  }

  @Test func westDenmarksAntipodeIsTheOpenSouthPacific() throws {
    let antipode = try #require(Coordinate(latitude: 56.55, longitude: 8.316667)).antipode
    #expect(try Self.geocoder.get().describe(antipode).text == "South Pacific Ocean")
  }

  @Test func invalidCoordinatesAreRejected() {
    #expect(Coordinate(latitude: 90.5, longitude: 0) == nil)
    #expect(Coordinate(latitude: .nan, longitude: 0) == nil)
    #expect(Coordinate(latitude: 0, longitude: .infinity) == nil)
  }

  @Test func theNearestPlacesComeNearestFirst() throws {
    let geocoder = try Self.geocoder.get()
    let here = try #require(Coordinate(latitude: 55.6761, longitude: 12.5683))  // Copenhagen
    let found = geocoder.places.nearest(to: here, count: 5, within: 50_000)
    let distances = found.map { i -> Double in
      let p = geocoder.gazetteer.places[i]
      return here.distance(to: Coordinate(latitude: p.latitude, longitude: p.longitude)!)
    }
    #expect(found.count == 5 && distances == distances.sorted())
    // A brute-force scan agrees on the nearest.
    let brute = geocoder.gazetteer.places.indices.min { a, b in
      let pa = geocoder.gazetteer.places[a]
      let pb = geocoder.gazetteer.places[b]
      return here.distance(to: Coordinate(latitude: pa.latitude, longitude: pa.longitude)!)
        < here.distance(to: Coordinate(latitude: pb.latitude, longitude: pb.longitude)!)
    }
    #expect(found.first == brute)
  }

  /// Whole-degree points repeat each coordinate many times, so the tree's
  /// partitions meet equal keys on every axis; its nearest must still be
  /// as near as a brute-force scan's, by the same Float chord.
  @Test func theTreeFindsTheNearestABruteForceScanFinds() throws {
    var state: UInt64 = 15
    func next(_ range: Int) -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(Int(state >> 33) % range)
    }
    let points = (0..<2_000).map { _ in
      GeoPoint(latitude: next(181) - 90, longitude: next(361) - 180)
    }
    let index = PlaceIndex(points: points)
    func chordSquared(_ a: SIMD3<Float>, _ point: GeoPoint) -> Float {
      let d = a - KDTree.unitVector(latitude: point.latitude, longitude: point.longitude)
      return (d * d).sum()
    }
    for _ in 0..<300 {
      let here = try #require(
        Coordinate(latitude: next(18_001) / 100 - 90, longitude: next(36_001) / 100 - 180))
      let v = KDTree.unitVector(latitude: here.latitude, longitude: here.longitude)
      let found = try #require(index.nearest(to: here, count: 1, within: 20_100_000).first)
      let best = points.map { chordSquared(v, $0) }.min()!
      #expect(chordSquared(v, points[found]) == best, "at \(here)")
    }
  }
}

/// The channel's answers arrive later, on the main actor, and only the newest.
@Suite(.serialized) @MainActor
struct GeocodingChannelTests {
  /// Work handed to "the main actor", run when the test says.
  final class ManualQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var work: [@Sendable @MainActor () -> Void] = []
    func post(_ item: @escaping @Sendable @MainActor () -> Void) {
      lock.withLock { work.append(item) }
    }
    var count: Int { lock.withLock { work.count } }
    @MainActor func drain() {
      let items = lock.withLock { () -> [@Sendable @MainActor () -> Void] in
        defer { work.removeAll() }
        return work
      }
      for item in items { item() }
    }
    func waitFor(_ n: Int) {
      for _ in 0..<500 where count < n { Thread.sleep(forTimeInterval: 0.01) }
    }
  }

  final class Answers: @unchecked Sendable {
    var texts: [String] = []
  }

  @Test func aNewerRequestSupersedesAndCancelDropsTheAnswer() throws {
    let queue = ManualQueue()
    let channel = GeocodingChannel(geocoder: try ReverseGeocoderTests.geocoder.get()) { job in
      DispatchQueue.global().async { queue.post(job()) }
    }
    let answers = Answers()
    channel.request(Coordinate(latitude: 48.8566, longitude: 2.3522)!) {
      answers.texts.append("A: \($0.text)")
    }
    channel.request(Coordinate(latitude: 56.09, longitude: 8.25)!) {
      answers.texts.append("B: \($0.text)")
    }
    #expect(answers.texts.isEmpty)  // never inside the call
    queue.waitFor(2)
    queue.drain()
    #expect(answers.texts == ["B: Ringkøbing, Denmark"])
    channel.request(Coordinate(latitude: 48.8566, longitude: 2.3522)!) {
      answers.texts.append("C: \($0.text)")
    }
    channel.cancel()
    queue.waitFor(1)
    queue.drain()
    #expect(answers.texts == ["B: Ringkøbing, Denmark"])
  }
}
