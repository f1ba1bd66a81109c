import Foundation

extension Coordinate {
  /// A coordinate read from text a person typed or pasted: the one reader of
  /// coordinates for the command line, the script and the state file.
  ///
  /// No Core Location or Foundation counterpart: Core Location builds a
  /// `CLLocationCoordinate2D` from numbers and leaves reading them to the app,
  /// and `Double(_:)` would let through hex (`0x10`), exponents (`1e2`), `inf`
  /// and `nan`. So the numbers are scanned by hand, and only decimal degrees
  /// get through.
  ///
  /// Accepted, with leading and trailing whitespace ignored:
  /// - Signed decimal degrees, latitude first, separated by a comma (spaces
  ///   around it allowed) or by whitespace: `56.55,8.3167`, `56.55, 8.3167`,
  ///   `-33.87 151.21`. A number is an optional sign, digits, and optionally
  ///   '.' and digits; a degree sign after it is allowed (`-33.87°`).
  /// - The forms of an atlas or encyclopedia, with hemisphere letters N/S for
  ///   the latitude and E/W for the longitude (either case): `55.55N 8.32E`,
  ///   `33.87S,151.21E`, `55°33′N 8°19′E`, `55°33′12″N 8°19′5″E`, with ' and "
  ///   (or typographic quotes) for the minute and second marks. Spaces may
  ///   stand between the parts of one angle (`55° 33′ N`).
  ///
  /// Refused, each with one line that says what was expected:
  /// - a latitude outside -90...90 or a longitude outside -180...180; the
  ///   longitude is never wrapped, since a person who typed 400 made a mistake;
  /// - a sign together with a hemisphere letter (`-33.87S`): which one wins
  ///   would be a guess;
  /// - hemisphere letters in the other order (`8.32E 55.55N`) or on only one
  ///   of the two numbers: the latitude always comes first, so the letters
  ///   only confirm it, and a pair like `8E 55N` is more likely a slip than a
  ///   deliberate swap;
  /// - minutes or seconds of 60 or more, and a fraction anywhere but on the
  ///   last part of an angle (`55.5°30′N`);
  /// - anything else: empty text, one or three numbers, stray characters.
  public init(parsing text: String) throws(CoordinateParseError) {
    var scanner = CoordinateScanner(text)
    let (latitude, longitude) = try scanner.scanCoordinate()
    self.init(validLatitude: latitude, normalizingLongitude: longitude)
  }
}

/// Why a text is not a coordinate, as one line for a person that names the
/// accepted range or format.
///
/// Foundation counterpart: the `CocoaError.formatting` that a parse strategy
/// such as `FloatingPointParseStrategy` throws. This one is typed and its
/// `description` is meant to be shown as is, on one line.
public struct CoordinateParseError: Error, Equatable, CustomStringConvertible {
  /// The line to show, e.g. "longitude 400 is outside -180...180".
  public let description: String

  /// The message, with every control character and line or paragraph
  /// separator in it written as an escape (`\n`, `\u{2028}`): messages
  /// quote what was typed, which may hold a line break, and must stay on
  /// one line. (Found by the coordinate fuzzer in Fuzz/.)
  init(_ description: String) {
    self.description = Self.oneLine(description)
  }

  static func oneLine(_ text: String) -> String {
    func breaksOut(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar.properties.generalCategory {
      case .control, .lineSeparator, .paragraphSeparator: true
      default: false
      }
    }
    guard text.unicodeScalars.contains(where: breaksOut) else { return text }
    var line = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if breaksOut(scalar) {
        line.append(contentsOf: scalar.escaped(asASCII: true).unicodeScalars)
      } else {
        line.append(scalar)
      }
    }
    return String(line)
  }
}

/// One angle as written: its signed value in degrees, its hemisphere letter
/// (upper case) if it had one, and its text, which messages quote.
private struct WrittenAngle {
  var degrees: Double
  var hemisphere: Character?
  var text: String
}

/// A number as scanned: its value and whether it had a fractional part.
private struct ScannedNumber {
  var value: Double
  var hasFraction: Bool
}

/// The hand-written scanner behind `Coordinate(parsing:)`: one pass over the
/// characters, no backtracking beyond a one-part lookahead.
private struct CoordinateScanner {
  /// The trimmed input, for messages.
  let text: String
  let characters: [Character]
  var position = 0
  /// Where the angle being scanned began, so a message can show what came
  /// just before the character it complains about.
  var angleStart = 0

  static let signs: Set<Character> = ["+", "-", "\u{2212}"]  // U+2212 is the typographic minus
  static let minuteMarks: Set<Character> = ["′", "'", "’"]
  static let secondMarks: Set<Character> = ["″", "\"", "”"]
  static let hemispheres: Set<Character> = ["N", "S", "E", "W"]

  init(_ input: String) {
    text = input.trimmingCharacters(in: .whitespacesAndNewlines)
    characters = Array(text)
  }

  var atEnd: Bool { position >= characters.count }
  var next: Character? { atEnd ? nil : characters[position] }

  mutating func scanCoordinate() throws(CoordinateParseError) -> (Double, Double) {
    guard !atEnd else { throw formatError("no coordinate given") }
    let first = try scanAngle()
    try scanSeparator()
    let second = try scanAngle()
    skipSpaces()
    if !atEnd {
      throw formatError("unexpected '\(Self.shortened(rest))' after the longitude in '\(quoted)'")
    }
    let (latitude, longitude) = try Self.assign(first, second)
    guard abs(latitude.degrees) <= 90 else {
      throw CoordinateParseError("latitude \(Self.shortened(latitude.text)) is outside -90...90")
    }
    guard abs(longitude.degrees) <= 180 else {
      throw CoordinateParseError(
        "longitude \(Self.shortened(longitude.text)) is outside -180...180")
    }
    return (latitude.degrees, longitude.degrees)
  }

  /// A comma with optional spaces around it, or whitespace alone.
  mutating func scanSeparator() throws(CoordinateParseError) {
    let spaced = skipSpaces()
    if next == "," {
      position += 1
      skipSpaces()
    } else if !spaced && !atEnd {
      throw unexpected()
    }
    guard !atEnd else { throw formatError("only one number in '\(quoted)'") }
  }

  /// An optional sign, the degrees (with minutes and seconds), and an
  /// optional hemisphere letter.
  mutating func scanAngle() throws(CoordinateParseError) -> WrittenAngle {
    let start = position
    angleStart = position
    var sign: Character?
    if let character = next, Self.signs.contains(character) {
      sign = character
      position += 1
    }
    let magnitude = try scanMagnitude(from: start)
    let hemisphere = scanHemisphere()
    let written = String(characters[start..<position])
    if sign != nil, hemisphere != nil {
      throw CoordinateParseError(
        "'\(Self.shortened(written))' has both a sign and a hemisphere letter: give one or the other"
      )
    }
    let negative = (sign != nil && sign != "+") || hemisphere == "S" || hemisphere == "W"
    return WrittenAngle(
      degrees: negative ? -magnitude : magnitude, hemisphere: hemisphere, text: written)
  }

  /// Degrees, or degrees° minutes′, or degrees° minutes′ seconds″.
  mutating func scanMagnitude(from start: Int) throws(CoordinateParseError) -> Double {
    let degrees = try scanNumber()
    guard take("°") else { return degrees.value }
    guard let minutes = try scanPart(marks: Self.minuteMarks) else { return degrees.value }
    try checkPart(minutes, unit: "minutes", after: degrees, from: start)
    guard let seconds = try scanPart(marks: Self.secondMarks) else {
      return degrees.value + minutes.value / 60
    }
    try checkPart(seconds, unit: "seconds", after: minutes, from: start)
    return degrees.value + minutes.value / 60 + seconds.value / 3600
  }

  /// Minutes and seconds are under 60, and only the last part of an angle
  /// may have a fraction (55.5°30′ would count the half degree twice over).
  func checkPart(
    _ part: ScannedNumber, unit: String, after previous: ScannedNumber, from start: Int
  ) throws(CoordinateParseError) {
    let written = Self.shortened(String(characters[start..<position]))
    guard part.value < 60 else {
      throw CoordinateParseError("\(unit) must be under 60 in '\(written)'")
    }
    guard !previous.hasFraction else {
      throw CoordinateParseError(
        "only the last of degrees, minutes and seconds may have a fraction, in '\(written)'")
    }
  }

  /// A number followed by one of `marks`, or nil (and nothing consumed) when
  /// what follows is not that: then it is the next angle's business.
  mutating func scanPart(marks: Set<Character>) throws(CoordinateParseError) -> ScannedNumber? {
    let saved = position
    skipSpaces()
    guard let character = next, Self.isDigit(character) else {
      position = saved
      return nil
    }
    let number = try scanNumber()
    guard let mark = next, marks.contains(mark) else {
      position = saved
      return nil
    }
    position += 1
    return number
  }

  /// Digits, then optionally '.' and digits: the only number this reader
  /// knows. Double(_:) sees only text that has passed this check.
  mutating func scanNumber() throws(CoordinateParseError) -> ScannedNumber {
    let start = position
    skipDigits()
    guard position > start else { throw unexpected() }
    var hasFraction = false
    if take(".") {
      let fractionStart = position
      skipDigits()
      guard position > fractionStart else {
        throw formatError("a '.' without digits after it in '\(quoted)'")
      }
      hasFraction = true
    }
    guard let value = Double(String(characters[start..<position])) else { throw unexpected() }
    return ScannedNumber(value: value, hasFraction: hasFraction)
  }

  /// A hemisphere letter, after optional spaces, or nil (nothing consumed).
  mutating func scanHemisphere() -> Character? {
    let saved = position
    skipSpaces()
    if let character = next, character.isASCII,
      let letter = character.uppercased().first, Self.hemispheres.contains(letter)
    {
      position += 1
      return letter
    }
    position = saved
    return nil
  }

  /// Which angle is the latitude: the first, always; hemisphere letters,
  /// when given, must agree (N/S first, then E/W) and be on both.
  static func assign(
    _ first: WrittenAngle, _ second: WrittenAngle
  ) throws(CoordinateParseError) -> (WrittenAngle, WrittenAngle) {
    let pair = shortened(first.text + " " + second.text)
    switch (first.hemisphere, second.hemisphere) {
    case (nil, nil):
      return (first, second)
    case (let a?, let b?) where "NS".contains(a) && "EW".contains(b):
      return (first, second)
    case (_?, _?):
      throw CoordinateParseError(
        "'\(pair)': give the latitude (N or S) first, "
          + "then the longitude (E or W)")
    default:
      throw CoordinateParseError(
        "'\(pair)': give a hemisphere letter to both numbers or to neither")
    }
  }

  /// Skips whitespace; true if there was any.
  @discardableResult
  mutating func skipSpaces() -> Bool {
    let start = position
    while let character = next, character.isWhitespace { position += 1 }
    return position > start
  }

  mutating func skipDigits() {
    while let character = next, Self.isDigit(character) { position += 1 }
  }

  mutating func take(_ character: Character) -> Bool {
    guard next == character else { return false }
    position += 1
    return true
  }

  /// ASCII 0-9 only: `Character.isNumber` would take other scripts' digits,
  /// and a digit with a combining mark is not a digit here.
  static func isDigit(_ character: Character) -> Bool {
    guard let ascii = character.asciiValue else { return false }
    return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(ascii)
  }

  var rest: String { String(characters[position...]) }
  var quoted: String { Self.shortened(text) }

  func unexpected() -> CoordinateParseError {
    guard let character = next else { return formatError("'\(quoted)' ends too soon") }
    guard position > angleStart else {
      return formatError("unexpected '\(character)' in '\(quoted)'")
    }
    let before = Self.shortened(String(characters[angleStart..<position]))
    return formatError("unexpected '\(character)' after '\(before)' in '\(quoted)'")
  }

  /// A message that ends by naming the accepted format.
  func formatError(_ problem: String) -> CoordinateParseError {
    CoordinateParseError(
      "\(problem): write the latitude and longitude in degrees, "
        + "like -33.87,151.21 or 33°52′S 151°13′E")
  }

  /// Quoted text cut to a length a message can carry (a fuzzer's megabyte
  /// of digits should not become a megabyte of error).
  static func shortened(_ text: String) -> String {
    text.count <= 40 ? text : text.prefix(40) + "…"
  }
}
