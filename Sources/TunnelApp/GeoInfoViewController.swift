import Foundation
import Geo
import Platform
import ViewKit

/// The flip side of a map pane: the name of its place, in large white type.
///
/// UIKit counterpart: the article's geo-info view controller, which asked
/// `CLGeocoder`. It shows "Thinking…" at once, then the offline geocoder's
/// answer, and asks again only when its location moved more than 100 m.
@MainActor
public final class GeoInfoViewController: ViewController {
  private let channel: GeocodingChannel
  public let label = Label()
  private var askedFor: Coordinate?
  static let minimumMove = 100.0

  public init(title: String, channel: GeocodingChannel) {
    self.channel = channel
    super.init()
    self.title = title
  }

  /// The place to name; setting it may ask the geocoder.
  public var location: Coordinate? {
    didSet { askIfMoved() }
  }

  public override func loadView() {
    let back = View()
    back.backgroundColor = Color(hex: 0x263238)
    label.font = .boldSystemFont(ofSize: 30)
    label.textColor = .white
    label.textAlignment = .center
    label.numberOfLines = 0
    label.textShadowColor = Color(hex: 0x37474F)
    label.textShadowOffset = CGSize(width: 0, height: 1)
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    back.addSubview(label)
    view = back
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    askIfMoved()
  }

  public override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    label.frame = view.bounds.insetBy(dx: 24, dy: 16)
  }

  private func askIfMoved() {
    guard isViewLoaded, let location else { return }
    if let askedFor, askedFor.distance(to: location) <= Self.minimumMove { return }
    askedFor = location
    show("Thinking…")
    channel.request(location) { [weak self] answer in self?.show(answer.text) }
  }

  private func show(_ text: String) {
    guard label.text != text else { return }
    label.text = text
    LifecycleTracer.current?.record(name: traceName, event: "label \"\(text)\"")
  }
}
