import Foundation
import Geo
import Platform
import ViewKit

/// The flip side of a map pane: the name of its place, in large white type,
/// and under it the coordinates, at sea the nearest land, and the length of
/// the tunnel to the antipode.
///
/// UIKit counterpart: the article's geo-info view controller, which asked
/// `CLGeocoder`. It shows "Thinking…" at once, then the offline geocoder's
/// answer, and asks again only when its location moved more than 100 m.
/// Both labels wrap, and their type shrinks (to 16 and 12 points) until
/// they fit the pane, small or large. A click (a tap recognizer) presents
/// the place's details over the panel (`GeoInfoViewController+Details.swift`).
///
/// The labels belong to the view: made in `loadView`, let go in
/// `viewDidUnload` when a memory warning unloads it. What they show is
/// kept apart (`name`, `detailText`), so a reloaded view shows it again
/// without asking the geocoder.
@MainActor
public final class GeoInfoViewController: ViewController {
  private let channel: GeocodingChannel
  /// The place's name, in large type; nil while the view is not loaded.
  public private(set) var label: Label!
  /// "56°33′N 8°19′E", "Nearest land: New Zealand, 1,000 km", "Tunnel
  /// through the Earth: 12,738 km", one a line; nil while the view is not loaded.
  public private(set) var details: Label!
  /// What the labels show: the model they are made from.
  public private(set) var name = ""
  public private(set) var detailText = ""
  static let nameSizes: [Double] = [30, 26, 22, 19, 16]
  static let detailSizes: [Double] = [18, 16, 14, 12]
  private var askedFor: Coordinate?
  static let minimumMove = 100.0
  /// The geocoder's last answer for `location`, nil while it thinks.
  public internal(set) var answer: PlaceDescription?
  /// The panel of the tunnel's other end, whose name the details quote.
  public weak var otherEnd: GeoInfoViewController?
  /// Whether the details' links push the wrong way (W), asked at each click.
  var pushesTheWrongWay: () -> Bool = { false }

  public init(title: String, channel: GeocodingChannel) {
    self.channel = channel
    super.init()
    self.title = title
    setUpDetails()
  }

  /// The place to name; setting it may ask the geocoder.
  public var location: Coordinate? {
    didSet { askIfMoved() }
  }

  public override func loadView() {
    let back = View()
    back.backgroundColor = Color(hex: 0x263238)
    let label = Label()
    let details = Label()
    label.text = name
    details.text = detailText
    label.font = .boldSystemFont(ofSize: 30)
    label.textColor = .white
    label.textAlignment = .center
    label.numberOfLines = 0
    label.textShadowColor = Color(hex: 0x37474F)
    label.textShadowOffset = CGSize(width: 0, height: 1)
    details.font = .systemFont(ofSize: 18)
    details.textColor = Color(hex: 0xCFD8DC)
    details.textAlignment = .center
    details.numberOfLines = 0
    back.addSubview(label)
    back.addSubview(details)
    back.addGestureRecognizer(makeDetailsTap())
    self.label = label
    self.details = details
    view = back
  }

  /// The storyboard's "details" segue: the sheet learns the place
  /// (`GeoInfoViewController+Details.swift`).
  public override func prepare(for segue: StoryboardSegue, sender: Any?) {
    super.prepare(for: segue, sender: sender)
    if let navigation = segue.destination as? NavigationController { prepareDetails(navigation) }
  }

  /// The view is gone: so are the labels in it.
  public override func viewDidUnload() {
    super.viewDidUnload()
    label = nil
    details = nil
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    askIfMoved()
  }

  public override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    layOutLabels()
  }

  /// The name above the details, the pair centred in the pane; each label
  /// takes the largest of its sizes at which the whole text fits.
  private func layOutLabels() {
    let box = view.bounds.insetBy(dx: 24, dy: 16)
    let gap = 12.0
    var nameHeight = 0.0
    var detailHeight = 0.0
    for (step, nameSize) in Self.nameSizes.enumerated() {
      let detailSize = Self.detailSizes[min(step, Self.detailSizes.count - 1)]
      label.font = .boldSystemFont(ofSize: nameSize)
      details.font = .systemFont(ofSize: detailSize)
      nameHeight = fittedHeight(label, width: box.width)
      detailHeight = fittedHeight(details, width: box.width)
      if nameHeight + gap + detailHeight <= box.height { break }
    }
    let top = box.minY + max(0, (box.height - nameHeight - gap - detailHeight) / 2)
    label.frame = CGRect(x: box.minX, y: top, width: box.width, height: nameHeight)
    details.frame = CGRect(
      x: box.minX, y: top + nameHeight + gap, width: box.width,
      height: min(detailHeight, max(0, box.maxY - top - nameHeight - gap)))
  }

  /// The height of the label's whole text at `width`, all lines shown.
  private func fittedHeight(_ label: Label, width: Double) -> Double {
    label.sizeThatFits(CGSize(width: width, height: .infinity)).height
  }

  private func askIfMoved() {
    guard isViewLoaded, let location else { return }
    if let askedFor, askedFor.distance(to: location) <= Self.minimumMove { return }
    askedFor = location
    answer = nil
    show("Thinking…", details: Self.details(for: location, nearestLand: nil))
    channel.request(location) { [weak self] answer in
      self?.answer = answer
      self?.show(answer.text, details: Self.details(for: location, nearestLand: answer.nearestLand))
    }
  }

  /// The lines under the name.
  static func details(for location: Coordinate, nearestLand: LandProximity?) -> String {
    var lines = [location.degreesAndMinutes]
    if let nearestLand {
      lines.append(
        "Nearest land: \(nearestLand.country.name), \(kilometresText(nearestLand.distance))")
    }
    lines.append("Tunnel through the Earth: \(kilometresText(location.tunnelLength))")
    return lines.joined(separator: "\n")
  }

  /// Updates the model, and the labels if the view is loaded (an answer
  /// may arrive after an unload).
  private func show(_ text: String, details: String) {
    detailText = details
    let changed = name != text
    name = text
    if changed { LifecycleTracer.current?.record(name: traceName, event: .label(text)) }
    guard let view = viewIfLoaded else { return }
    if self.details.text != details { self.details.text = details }
    if label.text != text { label.text = text }
    view.setNeedsLayout()
    // Off screen (readied ahead of a turn), nothing else lays it out: it
    // does so now, and its labels ask for their text in the background.
    if view.window == nil { view.layoutIfNeeded() }
  }
}
