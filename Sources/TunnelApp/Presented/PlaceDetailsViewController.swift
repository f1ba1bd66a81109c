import Foundation
import Geo
import Platform
import ViewKit

/// The details of a place, presented over its geo-info panel when the panel
/// is clicked, at the root of a navigation controller: where it is, where
/// the tunnel comes out, how long the tunnel is and how long a fall through
/// it would take. Its lines "Other end: …" and "Nearest land: …" are links:
/// a click pushes a `MapViewController` showing that place (the storyboard's
/// "showPlace" segue). A click elsewhere on the sheet, the bar's Done, or Esc
/// at the root dismisses it.
///
/// UIKit counterpart: a table of details at the root of a
/// `UINavigationController` presented `.overCurrentContext`; the panel's
/// controller defines the context, so the sheet covers that pane alone, and
/// provides the transition style, so T chooses how it turns. The pushed map
/// is the class that fills the panes, and talks to this controller through
/// the same `MapViewControllerDelegate` the root hears the panes through:
/// the article's claim, shown (`PlaceDetailsViewController+Links.swift`).
@MainActor
public final class PlaceDetailsViewController: ViewController {
  /// A line that leads to a place: its index among the lines, the pushed
  /// map's name in traces, and the place.
  public struct Link: Equatable, Sendable {
    public let line: Int
    public let title: String
    public let coordinate: Coordinate
    /// What the pushed map's bar says until the geocoder names the place.
    public let placeName: String
  }

  public let heading = Label()
  /// One view a line: a `Label`, or a `DetailsLinkControl` for a link.
  public private(set) var lineViews: [View] = []
  /// The lines, from the geo-info panel's model.
  public private(set) var lines: [String] = []
  public private(set) var links: [Link] = []
  private var placeName = ""
  /// Names the place under a pushed map's marker as it moves.
  var channel: GeocodingChannel?
  /// True while W's wrong way is on: a link then "pushes" the wrong way
  /// (`PlaceDetailsViewController+WrongPush.swift`).
  var pushesTheWrongWay: () -> Bool = { false }
  /// The maps shown the wrong way, held here as a careless program holds
  /// them in a property: nothing else does.
  var wronglyShownMaps: [MapViewController] = []

  /// An empty sheet, as the storyboard makes it; the panel's
  /// `prepare(for:sender:)` fills it (`show(placeName:lines:links:)`).
  public override init() {
    super.init()
    title = "details"
    navigationItem.backButtonTitle = "Details"
    preferredContentSize = Self.preferredSize
  }

  /// The details' size in a popover: room for the heading and five lines at
  /// their largest type (the type shrinks in a smaller pane).
  static let preferredSize = CGSize(width: 460, height: 250)
  /// A map pushed from a link, in a popover: larger, so the popover grows.
  static let pushedMapSize = CGSize(width: 560, height: 460)

  public convenience init(title placeName: String, lines: [String], links: [Link] = []) {
    self.init()
    show(placeName: placeName, lines: lines, links: links)
  }

  /// What the sheet says: the place's name and the lines under it.
  public func show(placeName: String, lines: [String], links: [Link] = []) {
    self.placeName = placeName
    self.lines = lines
    self.links = links
    heading.text = placeName
    navigationItem.title = placeName
    if isViewLoaded { makeLineViews() }
  }

  /// A fall through a straight tunnel, without air, in an Earth of uniform
  /// density, is simple harmonic motion with period 2π√(R/g): the trip to
  /// the other side is half of it, π√(R/g), whatever the tunnel's length.
  static let fallSeconds = Double.pi * (Coordinate.meanEarthRadius / 9.806_65).squareRoot()

  /// What the sheet says about `location`: its coordinates in two forms,
  /// the nearest land at sea, the other end of the tunnel and its name if
  /// known, the tunnel's length against the way round the surface (half a
  /// great circle, πR), and the fall.
  public static func lines(
    for location: Coordinate, nearestLand: LandProximity?, otherEndName: String?
  ) -> [String] {
    var lines = [
      String(
        format: "%@ (%.4f, %.4f)", location.degreesAndMinutes, location.latitude, location.longitude
      )
    ]
    if let nearestLand {
      lines.append(
        "\(Link.nearestLand)\(nearestLand.country.name), \(kilometresText(nearestLand.distance))")
    }
    let antipode = location.antipode
    lines.append(
      "\(Link.otherEnd)\(otherEndName.map { "\($0), " } ?? "")\(antipode.degreesAndMinutes)")
    lines.append(
      "Straight through: \(kilometresText(location.tunnelLength)); over the surface: \(kilometresText(Double.pi * Coordinate.meanEarthRadius))"
    )
    lines.append(
      String(format: "Falling through (no air, uniform Earth): %.0f minutes", fallSeconds / 60))
    return lines
  }

  public override func loadView() {
    let sheet = View()
    sheet.backgroundColor = Color(hex: 0xECE3CF)
    heading.font = .boldSystemFont(ofSize: 22)
    heading.textColor = Self.ink
    heading.textAlignment = .center
    heading.numberOfLines = 0
    sheet.addSubview(heading)
    // A click on the sheet, away from the links (controls, whose actions win), puts it away.
    let tap = TapGestureRecognizer { [weak self] tap in
      if tap.state == .recognized { self?.done() }
    }
    tap.name = "details"
    sheet.addGestureRecognizer(tap)
    view = sheet
    makeLineViews()
    let done = Button()
    done.setTitle("Done", for: .normal)
    done.addTarget(self, action: PlaceDetailsViewController.done, for: .touchUpInside)
    navigationItem.rightBarButtonItem = done
  }

  static let ink = Color(hex: 0x3E2723)
  static let bodyInk = Color(hex: 0x4E342E)

  /// A label a line, a link control for each link.
  private func makeLineViews() {
    for line in lineViews { line.removeFromSuperview() }
    lineViews = lines.enumerated().map { index, text in
      guard let link = links.first(where: { $0.line == index }) else {
        let label = Label(text: text)
        label.textColor = Self.bodyInk
        label.textAlignment = .center
        label.numberOfLines = 0
        return label
      }
      return linkControl(text, link)
    }
    for line in lineViews { view.addSubview(line) }
    view.setNeedsLayout()
  }

  /// The heading above the lines, centred; the type shrinks until all fit.
  public override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let box = view.bounds.insetBy(dx: 20, dy: 12)
    var sizes = (heading: 22.0, body: 15.0)
    var heights: (heading: Double, lines: [Double]) = (0, [])
    repeat {
      heading.font = .boldSystemFont(ofSize: sizes.heading)
      for line in lineViews { Self.label(of: line).font = .systemFont(ofSize: sizes.body) }
      heights = (
        heading.sizeThatFits(CGSize(width: box.width, height: .infinity)).height,
        lineViews.map { $0.sizeThatFits(CGSize(width: box.width, height: .infinity)).height }
      )
      sizes = (sizes.heading - 2, sizes.body - 1)
    } while heights.heading + 8 + heights.lines.reduce(0, +) > box.height && sizes.body >= 9
    var y = box.minY + max(0, (box.height - heights.heading - 8 - heights.lines.reduce(0, +)) / 2)
    heading.frame = CGRect(x: box.minX, y: y, width: box.width, height: heights.heading)
    y += heights.heading + 8
    for (line, height) in zip(lineViews, heights.lines) {
      // A link is as wide as its text, so a click beside it is a click on the sheet.
      let width =
        line is DetailsLinkControl ? min(line.sizeThatFits(box.size).width, box.width) : box.width
      line.frame = CGRect(x: box.midX - width / 2, y: y, width: width, height: height)
      y += height
    }
  }

  private static func label(of line: View) -> Label {
    (line as? Label) ?? (line as! DetailsLinkControl).label
  }

  /// The storyboard's "showPlace" segue (`PlaceDetailsViewController+Links.swift`).
  public override func prepare(for segue: StoryboardSegue, sender: Any?) {
    super.prepare(for: segue, sender: sender)
    preparePushedMap(for: segue, sender: sender)
  }

  /// The bar's Done and a click on the sheet: the details go.
  func done() {
    dismiss(animated: true)
  }
}
