import Foundation
import Geo
import Platform
import ViewKit

/// A click on the panel presents the place's details over it.
///
/// The panel defines the presentation context, so the details, presented
/// `.overCurrentContext`, cover its pane alone; and it provides the
/// transition style, so the root's T key (which sets the panel's
/// `modalTransitionStyle`) chooses how they turn in.
extension GeoInfoViewController {
  func setUpDetails() {
    definesPresentationContext = true
    providesPresentationContextTransitionStyle = true
    modalTransitionStyle = PaneTransition.flip.detailsStyle
  }

  /// The details sheet for what the panel shows now, or nil while it has no
  /// place (no location yet, or the geocoder still thinking).
  public func makeDetails() -> PlaceDetailsViewController? {
    guard let location, let answer else { return nil }
    let lines = PlaceDetailsViewController.lines(
      for: location, nearestLand: answer.nearestLand, otherEndName: otherEnd?.answer?.text)
    return PlaceDetailsViewController(title: answer.text, lines: lines)
  }

  /// Presents the details, unless they (or anything else) are shown already.
  public func showDetails() {
    guard presentedViewController == nil, let details = makeDetails() else { return }
    present(details, animated: true)
  }
}

extension PaneTransition {
  /// How the details turn in when the panes turn this way: the flip and the
  /// curl are UIKit's flip and partial curl; the slide and the dissolve
  /// become the cover and the cross-dissolve.
  var detailsStyle: ModalTransitionStyle {
    switch self {
    case .flip: .flipHorizontal
    case .slide: .coverVertical
    case .dissolve: .crossDissolve
    case .curl: .partialCurl
    }
  }
}
