/// The fuzzers' assertions about what a reader returned.
public enum FuzzCheck {
  /// Stops with `message` unless `condition` holds. Unlike `precondition`,
  /// which says nothing in an optimised build, the message always reaches
  /// libFuzzer's report.
  public static func require(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String
  ) {
    if !condition() { fatalError(message()) }
  }

  /// Whether a latitude and longitude are on the globe, in degrees:
  /// latitude in [-90, 90], longitude in [-180, 180].
  public static func onGlobe(latitude: Double, longitude: Double) -> Bool {
    (-90...90).contains(latitude) && (-180...180).contains(longitude)
  }
}
