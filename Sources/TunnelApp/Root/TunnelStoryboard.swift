import Foundation
import Geo
import Map
import ViewKit

/// The app's main storyboard (`Assets/Storyboards/Main.storyboard.json`)
/// and the registry that makes its scenes.
///
/// UIKit counterpart: an app's `Main.storyboard`, named in its Info.plist
/// (`UIMainStoryboardFile`); here the session launches it itself
/// (`AppSession.swift`, `Window.launch`).
///
/// The file declares the controller tree: the root; its two embed segues,
/// which put the maps in the root's "top" and "bottom" container views; its
/// two relationship segues, which hand it the geo-info controllers that the
/// radar turns the panes over to; the two present segues, "help" (from the
/// root, over full screen, cover vertical) and "details" (from each panel,
/// over its current context) to a navigation controller whose root
/// relationship gives it the details; and the details' "showPlace", a show
/// segue that pushes a map. The code builds none of it by hand.
///
/// Dependencies reach the scenes three ways: the factories here capture
/// what the session owns (the map data, the geocoder's channels, the start);
/// a scene's attributes say which map it is (`marker`, `location`); the
/// root's `prepare(for:sender:)` takes its children and becomes the maps'
/// delegate; and a panel's fills the details sheet with its place.
@MainActor
public enum TunnelStoryboard {
  /// The main storyboard's name: the file is `<name>.storyboard.json`.
  public static let name = "Main"

  /// The registry of the app's scene classes. `makeChannel` gives each
  /// geo-info controller its own geocoding channel, so a newer request
  /// supersedes only that panel's older one.
  static func registry(
    data: MapData, makeChannel: @escaping () -> GeocodingChannel, start: Coordinate,
    places: PlacesSource
  ) -> StoryboardRegistry {
    let registry = StoryboardRegistry()
    registry.registerSplitView(TunnelSplitViewController.self) { style in
      let split = TunnelSplitViewController(style: style)
      split.source = places
      return split
    }
    registry.register(PlacesViewController.self) { _ in PlacesViewController() }
    registry.register(RootViewController.self, containers: ["top", "bottom"]) { _ in
      RootViewController()
    }
    registry.register(MapViewController.self) { scene in
      let marker = try scene.attribute("marker", oneOf: ["digger", "x"])
      // A map with no "location" is pushed: the segue's prepare gives it its place.
      let location =
        scene.attributes["location"] == nil
        ? "start" : try scene.attribute("location", oneOf: ["start", "antipode"])
      return MapViewController(
        title: scene.identifier, data: data,
        location: location == "start" ? start : start.antipode,
        marker: marker == "digger" ? .digger : .x)
    }
    registry.register(GeoInfoViewController.self) { scene in
      GeoInfoViewController(title: scene.identifier, channel: makeChannel())
    }
    registry.register(GuideViewController.self) { _ in GuideViewController() }
    registry.register(PlaceDetailsViewController.self) { _ in
      let details = PlaceDetailsViewController()
      details.channel = makeChannel()  // names the place under a pushed map's marker
      return details
    }
    return registry
  }
}
