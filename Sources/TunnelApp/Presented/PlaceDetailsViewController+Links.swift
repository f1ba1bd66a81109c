import Foundation
import Geo
import Platform
import ViewKit

/// The details' links, and the map they push: the article's claim shown.
///
/// 1. A click on "Other end: …" or "Nearest land: …" performs the
///    storyboard's "showPlace" segue, a "show" segue: the details are on a
///    navigation controller's stack, so the destination is pushed.
/// 2. `prepare(for:sender:)` hands the pushed `MapViewController` the
///    coordinate and becomes its delegate, as the root is the panes'.
/// 3. The map lays itself out by its superview's bounds, here the
///    navigation controller's content area below the bar, as in a pane.
/// 4. Its marker, dragged, tells this controller through
///    `mapViewController(_:didMoveTo:)`, the API it tells the root through;
///    the bar's title follows the place under the marker.
extension PlaceDetailsViewController.Link {
  /// The two links' titles (a pushed map's title, what a script's click
  /// names), and how their lines start, here and in `lines(for:...)`.
  public static let nearestLandTitle = "Nearest land"
  public static let otherEndTitle = "Other end"
  static let nearestLand = nearestLandTitle + ": "
  static let otherEnd = otherEndTitle + ": "
}

extension PlaceDetailsViewController: MapViewControllerDelegate {
  /// The storyboard's segue from a link to a map, and the map's scene.
  public static let showPlaceSegue = "showPlace"
  public static let placeMapScene = "placeMap"

  /// A link line: blue text that performs the segue when clicked.
  func linkControl(_ text: String, _ link: Link) -> DetailsLinkControl {
    let control = DetailsLinkControl(text: text, link: link)
    control.addAction(
      { [weak self, weak control] _ in
        guard let self, let control else { return }
        if self.pushesTheWrongWay() { return self.pushTheWrongWay(control) }  // W
        self.performDeclaredSegue(Self.showPlaceSegue, sender: control)
      }, for: .touchUpInside)  // 1
    return control
  }

  /// 2. The pushed map learns its place, its names and its delegate.
  func preparePushedMap(for segue: StoryboardSegue, sender: Any?) {
    guard let map = segue.destination as? MapViewController,
      let link = (sender as? DetailsLinkControl)?.link
    else { return }
    configure(map, for: link)
  }

  func configure(_ map: MapViewController, for link: Link) {
    map.title = link.title
    map.preferredContentSize = Self.pushedMapSize  // a popover grows to it
    map.navigationItem.title = link.placeName
    map.setLocation(link.coordinate)
    map.delegate = self
  }

  /// The links among `lines` (made by `lines(for:nearestLand:otherEndName:)`
  /// for `location`): the nearest coast and the antipode.
  public static func links(
    in lines: [String], for location: Coordinate, nearestLand: LandProximity?,
    otherEndName: String?
  ) -> [Link] {
    lines.enumerated().compactMap { index, line in
      if line.hasPrefix(Link.nearestLand), let nearestLand {
        return Link(
          line: index, title: Link.nearestLandTitle, coordinate: nearestLand.coast,
          placeName: nearestLand.country.name)
      }
      guard line.hasPrefix(Link.otherEnd) else { return nil }
      let antipode = location.antipode
      return Link(
        line: index, title: Link.otherEndTitle, coordinate: antipode,
        placeName: otherEndName ?? antipode.degreesAndMinutes)
    }
  }

  /// The line view of the link `title` ("Other end", "Nearest land"), if shown.
  public func lineView(forLink title: String) -> DetailsLinkControl? {
    lineViews.lazy.compactMap { $0 as? DetailsLinkControl }.first { $0.link.title == title }
  }

  /// 4. The marker moved: the bar's title names the place under it.
  public func mapViewController(_ controller: MapViewController, didMoveTo location: Coordinate) {
    LifecycleTracer.current?.record(name: traceName, event: .mapMoved(controller.traceName))
    guard let channel else { return }
    channel.request(location) { [weak controller] answer in
      controller?.navigationItem.title = answer.text
    }
  }
}

/// A line of the details that leads to a place: its text in link blue.
///
/// UIKit counterpart: a table row with a disclosure indicator, or a link.
@MainActor
public final class DetailsLinkControl: Control {
  let label: Label
  public let link: PlaceDetailsViewController.Link
  static let linkColor = Color(hex: 0x1565C0)

  init(text: String, link: PlaceDetailsViewController.Link) {
    label = Label(text: text + " ›")
    self.link = link
    super.init(frame: .zero)
    label.textColor = Self.linkColor
    label.textAlignment = .center
    label.numberOfLines = 0
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(label)
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = bounds
  }

  public override func sizeThatFits(_ size: CGSize) -> CGSize {
    label.sizeThatFits(size)
  }

  /// Pressed, the link dims, as a button does.
  public override func stateDidChange() {
    super.stateDidChange()
    label.alpha = isHighlighted ? 0.4 : 1
  }
}
