import Foundation
import Geo
import Platform
import ViewKit

/// A click on the panel presents the place's details over it, through the
/// main storyboard's "details" segue (present, `.overCurrentContext`): a
/// tap recognizer on the panel's view (`tap(name)` in the trace) performs
/// the segue, with itself as the sender, as Apple's guide has a gesture
/// recognizer trigger one.
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

  /// True when the panel has a place to detail (a location, and the
  /// geocoder's answer for it).
  var hasDetails: Bool { location != nil && answer != nil }

  /// Fills the details sheet at the root of the navigation controller the
  /// storyboard's "details" segue made with what the panel shows now.
  func prepareDetails(_ navigation: NavigationController) {
    guard let details = navigation.viewControllers.first as? PlaceDetailsViewController,
      let location, let answer
    else { return }
    let otherEndName = otherEnd?.answer?.text
    let lines = PlaceDetailsViewController.lines(
      for: location, nearestLand: answer.nearestLand, otherEndName: otherEndName)
    details.pushesTheWrongWay = pushesTheWrongWay
    details.show(
      placeName: answer.text, lines: lines,
      links: PlaceDetailsViewController.links(
        in: lines, for: location, nearestLand: answer.nearestLand, otherEndName: otherEndName))
  }

  /// The tap on the panel's view that shows the details, made with each
  /// view the panel loads.
  func makeDetailsTap() -> TapGestureRecognizer {
    let tap = TapGestureRecognizer { [weak self] tap in
      if tap.state == .recognized { self?.showDetails(sender: tap) }
    }
    tap.name = "name"
    return tap
  }

  /// Presents the details through the storyboard's "details" segue, unless
  /// they (or anything else) are shown already or there is no place yet.
  /// `sender`: what triggered the segue (the tap), the panel if nil.
  public func showDetails(sender: Any? = nil) {
    guard presentedViewController == nil, hasDetails else { return }
    performDeclaredSegue("details", sender: sender ?? self)
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
