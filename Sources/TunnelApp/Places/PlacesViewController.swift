import Foundation
import Geo
import Platform
import ViewKit

/// What the Places list asks of the controller that owns it: the split view
/// controller around the app (`TunnelSplitViewController`).
@MainActor
protocol PlacesViewControllerDelegate: AnyObject {
  /// A row was clicked: dig at `coordinate`.
  func placesViewController(_ controller: PlacesViewController, didChoose coordinate: Coordinate)
  /// The save button was clicked: save where the kid digs now.
  func placesViewControllerDidAskToSave(_ controller: PlacesViewController)
  /// A saved place's remove button was clicked.
  func placesViewController(_ controller: PlacesViewController, didAskToRemove place: SavedPlace)
}

/// The Places list, the split view's primary column: where the article
/// starts, the places the user saved (each with a remove button), the
/// recent digs, and places whose tunnel comes out on land. A click on a row
/// digs there; the button at the top saves the dig site.
///
/// UIKit counterpart: a sidebar (a `UICollectionView` list in the
/// primary column of a `UISplitViewController`). The list scrolls by a
/// vertical drag or the wheel when it is taller than its column. Its state
/// (the saved places, the recent digs, the places on land) is the model
/// `PlacesList`; this controller only shows it.
@MainActor
final class PlacesViewController: ViewController {
  weak var delegate: PlacesViewControllerDelegate?
  /// What the list shows; each change rebuilds the rows.
  var list = PlacesList() {
    didSet { if isViewLoaded, list != oldValue { rebuildRows() } }
  }
  let saveButton = Button()
  /// The rows and headings, in a view that scrolls.
  let content = View()
  private(set) var rows: [PlaceRow] = []
  /// How far the list is scrolled, in points from its top.
  private(set) var scrollOffset = 0.0
  private let scrollPan = PanGestureRecognizer()
  private var offsetAtPanStart = 0.0
  static let background = Color(hex: 0x1C1C1C)
  static let saveHeight = 44.0

  override init() {
    super.init()
    title = "places"
    navigationItem.title = "Places"
  }

  override func loadView() {
    let root = PlacesListView()
    root.owner = self
    root.backgroundColor = Self.background
    root.clipsToBounds = true
    saveButton.setTitle("Save this dig (B)", for: .normal)
    saveButton.setTitleColor(Color(hex: 0x4DA3FF), for: .normal)
    saveButton.addAction({ [weak self] _ in self?.askToSave() }, for: .touchUpInside)
    root.addSubview(content)
    root.addSubview(saveButton)
    scrollPan.name = "places"
    scrollPan.addAction { [weak self] _ in self?.panned() }
    root.addGestureRecognizer(scrollPan)
    view = root
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    rebuildRows()
  }

  private func askToSave() { delegate?.placesViewControllerDidAskToSave(self) }

  /// The row for each entry and a heading for each section, top first;
  /// off screen, readied to be shown (`PlacesViewController+Ahead.swift`).
  private func rebuildRows() {
    for subview in content.subviews { subview.removeFromSuperview() }
    rows = []
    for section in list.sections {
      content.addSubview(PlacesHeading(section.title))
      for entry in section.entries { content.addSubview(makeRow(entry)) }
    }
    view.setNeedsLayout()
    if let window = splitViewController?.view.window { readyOffScreen(in: window) }
  }

  private func makeRow(_ entry: PlacesList.Entry) -> PlaceRow {
    let row = PlaceRow(title: entry.title, subtitle: entry.subtitle)
    let coordinate = entry.coordinate
    row.addAction(
      { [weak self] _ in
        guard let self else { return }
        delegate?.placesViewController(self, didChoose: coordinate)
      }, for: .touchUpInside)
    if let saved = entry.saved {
      row.addRemoveButton { [weak self] in
        guard let self else { return }
        delegate?.placesViewController(self, didAskToRemove: saved)
      }
    }
    rows.append(row)
    return row
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let width = view.bounds.width
    saveButton.frame = CGRect(x: 0, y: 0, width: width, height: Self.saveHeight)
    var y = 0.0
    for subview in content.subviews {
      let height = subview is PlaceRow ? PlaceRow.height : PlacesHeading.height
      let inset = subview is PlaceRow ? 0.0 : 16.0
      subview.frame = CGRect(x: inset, y: y, width: width - inset, height: height)
      y += height
    }
    content.frame = CGRect(x: 0, y: Self.saveHeight, width: width, height: y)
    scroll(to: scrollOffset)
  }

  /// The most the list scrolls: its overflow below the column.
  var largestOffset: Double {
    max(content.bounds.height - (view.bounds.height - Self.saveHeight), 0)
  }

  /// Scrolls the rows to `offset`, kept between the top and the last row.
  func scroll(to offset: Double) {
    scrollOffset = min(max(offset, 0), largestOffset)
    content.frame.origin.y = Self.saveHeight - scrollOffset
  }

  /// Scrolls as little as shows the whole of `row`.
  func scroll(toShow row: PlaceRow) {
    view.layoutIfNeeded()
    let visible = view.bounds.height - Self.saveHeight
    let top = row.frame.minY
    if top < scrollOffset {
      scroll(to: top)
    } else if row.frame.maxY > scrollOffset + visible {
      scroll(to: row.frame.maxY - visible)
    }
  }

  private func panned() {
    switch scrollPan.state {
    case .began: offsetAtPanStart = scrollOffset
    case .changed, .ended: scroll(to: offsetAtPanStart - scrollPan.translation(in: view).y)
    default: break
    }
  }
}

/// The Places list's view: it hears the wheel, and scrolls its rows.
@MainActor
final class PlacesListView: View {
  weak var owner: PlacesViewController?
  /// Points a wheel notch scrolls.
  static let wheelStep = 40.0

  override func scrollWheel(with event: Event) {
    guard let owner else { return super.scrollWheel(with: event) }
    owner.scroll(to: owner.scrollOffset - event.scrollDelta.y * Self.wheelStep)
  }
}
