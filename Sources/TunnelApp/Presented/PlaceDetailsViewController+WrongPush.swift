import Foundation
import ViewKit

/// W's wrong push, the mistake the article warns of, beside the right one:
/// with the wrong way on, a link makes the map and puts its view in the
/// navigation controller's content area with `addSubview` alone, never
/// `pushViewController(_:animated:)`, so never `addChild(_:)`.
///
/// What the student sees: `HierarchyWarnings` reports the map's view
/// added to the navigation controller's view without `addChild(_:)`; the
/// log has the map's `viewDidLoad` but no `willMove`/`didMove(toParent:)`,
/// no `viewWillAppear`/`viewDidAppear`, and the details hear no
/// `viewWillDisappear`; the stack in the inspector still holds the details
/// alone, so the bar keeps their title, with no back button, and Esc puts
/// the whole sheet away. The map still shows its place and still tells the
/// details when its marker moves: a delegate is not containment.
extension PlaceDetailsViewController {
  func pushTheWrongWay(_ control: DetailsLinkControl) {
    guard let navigation = navigationController, let storyboard,
      let map = try? storyboard.instantiateViewController(withIdentifier: Self.placeMapScene)
        as? MapViewController
    else { return }
    configure(map, for: control.link)
    wronglyShownMaps.append(map)
    map.view.frame = navigation.contentView.bounds
    map.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    navigation.contentView.addSubview(map.view)  // wrong: no push, no addChild, no didMove
  }
}
