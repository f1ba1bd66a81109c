import Foundation
import Geo
import Platform
import ViewKit

/// A click on the panel presents the place's details, through the main
/// storyboard's "details" segue (present, `.popover`): a tap recognizer on
/// the panel's view (`tap(name)` in the trace) performs the segue, with
/// itself as the sender, as Apple's guide has a gesture recognizer trigger
/// one.
///
/// In a regular-width window the details are a popover pointing at the
/// place's name (its `sourceView`), as large as their preferred content
/// size. In a compact one the panel, their popover's adaptive delegate,
/// adapts them to `.overCurrentContext`: the panel defines the
/// presentation context, so they cover its pane alone, as they did before
/// popovers; and it provides the transition style, so the root's T key
/// (which sets the panel's `modalTransitionStyle`) chooses how they turn in.
extension GeoInfoViewController: PopoverPresentationControllerDelegate {
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
    if let popover = navigation.popoverPresentationController {
      popover.sourceView = label
      popover.sourceRect = nameExtent  // the arrow at the words, not the label's margins
      popover.delegate = self
    }
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

  /// The details' popover, while they are shown as one (not adapted to
  /// cover the pane): its arrow is on screen.
  var detailsPopover: PopoverPresentationController? {
    guard let popover = presentedViewController?.popoverPresentationController,
      popover.arrowDirection != .unknown
    else { return nil }
    return popover
  }

  /// Where the name's words are in its label, which is as wide as the
  /// pane: centred, as wide as its longest line.
  var nameExtent: CGRect {
    guard let label else { return .null }
    let bounds = label.bounds
    let width = min(
      label.sizeThatFits(CGSize(width: bounds.width, height: .infinity)).width, bounds.width)
    return CGRect(x: bounds.midX - width / 2, y: bounds.minY, width: width, height: bounds.height)
  }

  /// In a compact width or height, the details cover the pane, as they
  /// did before they were a popover.
  public func adaptivePresentationStyle(
    for controller: PresentationController, traitCollection: TraitCollection
  ) -> ModalPresentationStyle {
    .overCurrentContext
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
