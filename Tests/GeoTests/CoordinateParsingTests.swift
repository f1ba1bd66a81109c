import Geo
import Testing

/// `Coordinate(parsing:)`, the one reader of coordinates a person writes:
/// each table pins one rule of its doc comment.
@Suite struct CoordinateParsingTests {
  static func read(_ text: String) -> Result<Coordinate, CoordinateParseError> {
    do throws(CoordinateParseError) {
      return .success(try Coordinate(parsing: text))
    } catch {
      return .failure(error)
    }
  }

  func expectRead(_ text: String, _ latitude: Double, _ longitude: Double) {
    switch Self.read(text) {
    case .success(let coordinate):
      #expect(abs(coordinate.latitude - latitude) < 1e-9, "\(text) -> \(coordinate.latitude)")
      #expect(abs(coordinate.longitude - longitude) < 1e-9, "\(text) -> \(coordinate.longitude)")
    case .failure(let error):
      Issue.record("'\(text)' refused: \(error)")
    }
  }

  /// The message, or nil (with an issue recorded) when the text was read.
  func refusal(_ text: String) -> String? {
    switch Self.read(text) {
    case .success(let coordinate):
      Issue.record("'\(text)' read as \(coordinate)")
      return nil
    case .failure(let error):
      return error.description
    }
  }

  @Test(arguments: [
    ("56.55,8.3167", 56.55, 8.3167),
    ("56.55, 8.3167", 56.55, 8.3167),
    ("56.55 ,  8.3167", 56.55, 8.3167),
    ("56.55 8.3167", 56.55, 8.3167),
    ("56.55\t8.3167", 56.55, 8.3167),
    ("-33.87,151.21", -33.87, 151.21),
    ("-33.87 151.21", -33.87, 151.21),
    ("+12 -7", 12, -7),
    ("\u{2212}33.87 151.21", -33.87, 151.21),
    ("  0 0\n", 0, 0),
    ("-33.87°, 151.21°", -33.87, 151.21),
    ("007.50 0010", 7.5, 10),
  ])
  func signedDecimalDegreesAreReadWithACommaOrWhitespaceBetween(
    text: String, latitude: Double, longitude: Double
  ) {
    expectRead(text, latitude, longitude)
  }

  /// Degrees, minutes and seconds as one number of degrees.
  static func dms(_ degrees: Double, _ minutes: Double, _ seconds: Double = 0) -> Double {
    degrees + minutes / 60 + seconds / 3600
  }

  static let atlasForms: [(String, Double, Double)] = [
    ("55.55N 8.32E", 55.55, 8.32),
    ("33.87S,151.21E", -33.87, 151.21),
    ("33.87s, 151.21w", -33.87, -151.21),
    ("55.55 N 8.32 E", 55.55, 8.32),
    ("56.55°N 8.317°E", 56.55, 8.317),
    ("55°33′N 8°19′E", dms(55, 33), dms(8, 19)),
    ("55°33'N 8°19'E", dms(55, 33), dms(8, 19)),
    ("55°33′12″N 8°19′5″E", dms(55, 33, 12), dms(8, 19, 5)),
    ("55°33'12\"N 8°19'5\"E", dms(55, 33, 12), dms(8, 19, 5)),
    ("33° 52′ S, 151° 12′ E", -dms(33, 52), dms(151, 12)),
    ("33°52.5′S 151°12′30.5″E", -dms(33, 52.5), dms(151, 12, 30.5)),
    ("-33°52′ 151°12′", -dms(33, 52), dms(151, 12)),
    ("90S 180W", -90, 180),
  ]

  @Test(arguments: atlasForms)
  func atlasFormsWithHemisphereLettersDegreesMinutesAndSecondsAreRead(
    text: String, latitude: Double, longitude: Double
  ) {
    expectRead(text, latitude, longitude)
  }

  /// Both ends of both ranges are in; -180 is kept as the same meridian, 180.
  @Test(arguments: [
    ("90 180", 90, 180), ("-90 -180", -90, 180), ("-0 -0", 0, 0), ("0,-179.999999", 0, -179.999999),
  ])
  func rangesIncludeTheirEnds(text: String, latitude: Double, longitude: Double) {
    expectRead(text, latitude, longitude)
  }

  @Test(arguments: [
    ("0 400", "longitude 400 is outside -180...180"),
    ("0 180.000001", "longitude 180.000001 is outside -180...180"),
    ("0 -181", "longitude -181 is outside -180...180"),
    ("91 0", "latitude 91 is outside -90...90"),
    ("-90.5,0", "latitude -90.5 is outside -90...90"),
    ("90°30′N 0E", "latitude 90°30′N is outside -90...90"),
    ("0N 181W", "longitude 181W is outside -180...180"),
  ])
  func outOfRangeIsRefusedNamingTheRangeAndNeverWrapped(text: String, message: String) {
    #expect(refusal(text) == message)
  }

  @Test(arguments: [
    "0x1.8p3 0x10", "0x10,0", "1e2 3", "1E2,3", "1.5e1 0", "inf 0", "0 -inf", "nan nan", "NaN 0",
    "infinity 0", "1. 2", ".5 2", "1.2.3 4", "- 1 2", "1 --2", "١ ٢",
  ])
  func onlyDecimalDigitsAreNumbers(text: String) {
    #expect(refusal(text)?.hasSuffix("like -33.87,151.21 or 33°52′S 151°13′E") == true)
  }

  static let form =
    ": write the latitude and longitude in degrees, like -33.87,151.21 or 33°52′S 151°13′E"

  /// A refusal of the format names the character, what came just before it,
  /// and the form that was expected.
  @Test(arguments: [
    ("0x10,0", "unexpected 'x' after '0' in '0x10,0'" + form),
    ("1e2 3", "unexpected '2' after '1e' in '1e2 3'" + form),
    ("nan 0", "unexpected 'n' in 'nan 0'" + form),
    ("", "no coordinate given" + form),
    ("56.55", "only one number in '56.55'" + form),
    ("1 2 3", "unexpected '3' after the longitude in '1 2 3'" + form),
  ])
  func formatRefusalsNameTheCharacterAndTheExpectedForm(text: String, message: String) {
    #expect(refusal(text) == message)
  }

  @Test(arguments: [
    "", "   ", "56.55", "56.55,", ",8.3", "56.55,,8.3", "1 2 3", "1,2,3", "56.55;8.3", "56.55-8.3",
    "lat 56.55 lon 8.3", "56.55 8.3 please", "56.55 8.3\u{0}", "(56.55, 8.3)",
  ])
  func anythingElseIsOneMessageNamingTheFormat(text: String) {
    #expect(refusal(text)?.hasSuffix("like -33.87,151.21 or 33°52′S 151°13′E") == true)
  }

  @Test(arguments: [
    ("55°60′N 8°E", "minutes must be under 60 in '55°60′'"),
    ("55°33′60″N 8°E", "seconds must be under 60 in '55°33′60″'"),
    ("55°75'N 8°E", "minutes must be under 60 in '55°75''"),
    (
      "55.5°30′N 8°E",
      "only the last of degrees, minutes and seconds may have a fraction, in '55.5°30′'"
    ),
  ])
  func minutesAndSecondsAreUnder60AndOnlyTheLastPartHasAFraction(text: String, message: String) {
    #expect(refusal(text) == message)
  }

  @Test(arguments: [
    ("-33.87S 151.21E", "'-33.87S' has both a sign and a hemisphere letter: give one or the other"),
    (
      "33.87S -151.21E", "'-151.21E' has both a sign and a hemisphere letter: give one or the other"
    ),
    ("+55N 8E", "'+55N' has both a sign and a hemisphere letter: give one or the other"),
  ])
  func aSignAndAHemisphereLetterTogetherAreRefused(text: String, message: String) {
    #expect(refusal(text) == message)
  }

  /// With letters the latitude still comes first: "8E 55N" is refused, not
  /// swapped, and so is a pair with a letter on only one number.
  @Test(arguments: [
    (
      "8.32E 55.55N",
      "'8.32E 55.55N': give the latitude (N or S) first, then the longitude (E or W)"
    ),
    ("55N 56N", "'55N 56N': give the latitude (N or S) first, then the longitude (E or W)"),
    ("8E,9W", "'8E 9W': give the latitude (N or S) first, then the longitude (E or W)"),
    ("55.55N 8.32", "'55.55N 8.32': give a hemisphere letter to both numbers or to neither"),
    ("55.55 8.32E", "'55.55 8.32E': give a hemisphere letter to both numbers or to neither"),
  ])
  func hemisphereLettersComeLatitudeFirstAndOnBothNumbers(text: String, message: String) {
    #expect(refusal(text) == message)
  }

  @Test func messagesQuoteAtMostFortyCharactersOfTheInput() throws {
    let message = try #require(refusal(String(repeating: "9", count: 100_000) + " 0"))
    #expect(message.count < 100, "\(message.count)")
  }
}

/// `tunnel where` reads any number of pairs, one word or two each, and `-`
/// reads a pair a line; a bad pair is one item and the rest still read.
struct CoordinatePairsTests {
  @Test func pairsAreOneWordOrTwoAndABadPairStandsAlone() throws {
    let items = CoordinatePairs.items(
      ["56.55", "8.3", "-33.87,151.21", "33.87S 151.21E", "91", "0", "10", "20"],
      standardInput: { nil })
    let sydney = try Coordinate(parsing: "-33.87,151.21")
    #expect(items.count == 5)
    #expect(items[0] == .pair(try Coordinate(parsing: "56.55 8.3")))
    #expect(items[1] == .pair(sydney) && items[2] == .pair(sydney))
    #expect(items[3] == .bad("latitude 91 is outside -90...90"))
    #expect(items[4] == .pair(try Coordinate(parsing: "10 20")))
  }

  @Test func aDashReadsStandardInputOneLineAPairSkippingBlankLines() throws {
    var lines = ["19.5 -81.5", "", "  foo bar ", "-90,0"][...]
    let items = CoordinatePairs.items(["1", "2", "-", "3,4"]) { lines.popFirst() }
    #expect(items.count == 5)
    #expect(items[1] == .pair(try Coordinate(parsing: "19.5 -81.5")))
    if case .bad(let message) = items[2] {
      #expect(message.contains("'foo bar'"))
    } else {
      Issue.record("foo bar read as \(items[2])")
    }
    #expect(items[3] == .pair(try Coordinate(parsing: "-90,0")))
    #expect(items[4] == .pair(try Coordinate(parsing: "3,4")))
  }

  @Test func aLoneNumberAtTheEndIsABadPair() {
    #expect(CoordinatePairs.items(["10"], standardInput: { nil }).count == 1)
    if case .pair = CoordinatePairs.items(["10"], standardInput: { nil })[0] {
      Issue.record("a lone number read as a pair")
    }
  }
}
