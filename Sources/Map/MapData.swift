import Foundation
import Geo
import Platform

/// Everything the map draws, loaded once from `Assets/Map/`: the world's
/// geometry, projected, and the gazetteer.
///
/// A missing or damaged file throws an error naming it, for the app to
/// print before exiting with status 2.
public final class MapData: Sendable {
  let world: ProjectedWorld
  /// The places whose names the map shows.
  public let gazetteer: Gazetteer
  /// The countries, read with the places (whose file names its countries by
  /// index in this table).
  public let countries: CountryTable
  /// The ocean names the map shows when zoomed out (below zoom 4).
  public let oceans: OceanLabels

  /// The map's data read from the catalog's `Map/` folder: `world.bin`,
  /// `places.bin`, `countries.bin` and `oceans.bin`. Throws `PlatformError`
  /// for a file that is missing, `GeoAssetError` for one that is damaged.
  public convenience init(catalog: AssetCatalog) throws {
    let countries = try CountryTable(contentsOf: try catalog.path("Map/countries.bin"))
    try self.init(
      world: WorldGeometry(contentsOf: try catalog.path("Map/world.bin")),
      gazetteer: Gazetteer(contentsOf: try catalog.path("Map/places.bin"), countries: countries),
      countries: countries, oceans: OceanLabels(contentsOf: try catalog.path("Map/oceans.bin")))
  }

  /// The map's geometry and ocean names from the catalog, with the places
  /// and countries the geocoder has read already (one copy of each).
  public convenience init(catalog: AssetCatalog, gazetteer: Gazetteer, countries: CountryTable)
    throws
  {
    try self.init(
      world: WorldGeometry(contentsOf: try catalog.path("Map/world.bin")), gazetteer: gazetteer,
      countries: countries, oceans: OceanLabels(contentsOf: try catalog.path("Map/oceans.bin")))
  }

  /// The map's data from files already read (the geocoder shares them).
  public init(
    world: WorldGeometry, gazetteer: Gazetteer, countries: CountryTable, oceans: OceanLabels
  ) {
    self.world = ProjectedWorld(world)
    self.gazetteer = gazetteer
    self.countries = countries
    self.oceans = oceans
  }
}
