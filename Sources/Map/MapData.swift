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
  public let gazetteer: Gazetteer
  public let countries: CountryTable
  public let oceans: OceanLabels

  public init(catalog: AssetCatalog) throws {
    let countries = try CountryTable(contentsOf: try catalog.path("Map/countries.bin"))
    self.countries = countries
    let geometry = try WorldGeometry(contentsOf: try catalog.path("Map/world.bin"))
    world = ProjectedWorld(geometry)
    gazetteer = try Gazetteer(contentsOf: try catalog.path("Map/places.bin"), countries: countries)
    oceans = try OceanLabels(contentsOf: try catalog.path("Map/oceans.bin"))
  }
}
