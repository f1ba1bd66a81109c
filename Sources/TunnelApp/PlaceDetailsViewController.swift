import Foundation
import Geo
import Platform
import ViewKit

/// The details of a place, presented over its geo-info panel when the panel
/// is clicked: where it is, where the tunnel comes out, how long the tunnel
/// is and how long a fall through it would take. A click on it, or Esc,
/// dismisses it.
///
/// UIKit counterpart: a view controller presented `.overCurrentContext`;
/// the panel's controller defines the context, so the sheet covers that
/// pane alone, and provides the transition style, so T chooses how it turns.
@MainActor
public final class PlaceDetailsViewController: ViewController {
  public let heading = Label()
  public let body = Label()
  /// The lines of `body`, from the geo-info panel's model.
  public private(set) var lines: [String] = []

  /// An empty sheet, as the storyboard makes it; the panel's
  /// `prepare(for:sender:)` fills it (`show(placeName:lines:)`).
  public override init() {
    super.init()
    title = "details"
    modalPresentationStyle = .overCurrentContext
  }

  public convenience init(title placeName: String, lines: [String]) {
    self.init()
    show(placeName: placeName, lines: lines)
  }

  /// What the sheet says: the place's name and the lines under it.
  public func show(placeName: String, lines: [String]) {
    self.lines = lines
    heading.text = placeName
    body.text = lines.joined(separator: "\n")
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
        "Nearest land: \(nearestLand.country.name), \(kilometresText(nearestLand.distance))")
    }
    let antipode = location.antipode
    lines.append("Other end: \(otherEndName.map { "\($0), " } ?? "")\(antipode.degreesAndMinutes)")
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
    heading.textColor = Color(hex: 0x3E2723)
    heading.textAlignment = .center
    heading.numberOfLines = 0
    body.font = .systemFont(ofSize: 15)
    body.textColor = Color(hex: 0x4E342E)
    body.textAlignment = .center
    body.numberOfLines = 0
    sheet.addSubview(heading)
    sheet.addSubview(body)
    let tap = TapGestureRecognizer { [weak self] tap in  // a click puts the sheet away
      if tap.state == .recognized { self?.dismiss(animated: true) }
    }
    tap.name = "details"
    sheet.addGestureRecognizer(tap)
    view = sheet
  }

  /// The heading above the lines, centred; the type shrinks until both fit.
  public override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let box = view.bounds.insetBy(dx: 20, dy: 12)
    var sizes = (heading: 22.0, body: 15.0)
    var heights = (0.0, 0.0)
    repeat {
      heading.font = .boldSystemFont(ofSize: sizes.heading)
      body.font = .systemFont(ofSize: sizes.body)
      heights = (
        heading.sizeThatFits(CGSize(width: box.width, height: .infinity)).height,
        body.sizeThatFits(CGSize(width: box.width, height: .infinity)).height
      )
      sizes = (sizes.heading - 2, sizes.body - 1)
    } while heights.0 + 8 + heights.1 > box.height && sizes.body >= 9
    let top = box.minY + max(0, (box.height - heights.0 - 8 - heights.1) / 2)
    heading.frame = CGRect(x: box.minX, y: top, width: box.width, height: heights.0)
    body.frame = CGRect(
      x: box.minX, y: top + heights.0 + 8, width: box.width,
      height: min(heights.1, max(0, box.maxY - top - heights.0 - 8)))
  }
}
