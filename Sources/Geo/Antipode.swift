extension Coordinate {
  /// The point on the far side of the Earth, where a straight tunnel through
  /// the centre comes out.
  ///
  /// No Core Location counterpart. Method: reflect through the centre, which
  /// negates the latitude and turns the longitude half way round, (-lat, lon + 180)
  /// normalised to (-180, 180]. At a pole every longitude names the same point;
  /// the choice here still returns lon + 180 normalised, so the rule has no
  /// special case and the antipode of the antipode keeps the original longitude.
  public var antipode: Coordinate {
    Coordinate(validLatitude: -latitude, normalizingLongitude: longitude + 180)
  }
}
