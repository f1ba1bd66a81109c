import Foundation

/// The display-mode button's place and work.
///
/// It sits in the bar of the secondary column's navigation controller,
/// before whatever the top item shows, while the controller is expanded
/// and `displayModeButtonVisibility` lets it (`.automatic`: while
/// `presentsWithGesture` is true); a tap hides the primary column if
/// it is shown (`hide(.primary)`), else shows it (`show(.primary)`).
/// Apple is silent on which bar holds it; UIKit also moves it to the
/// primary's bar while the primary is shown, which ViewKit does not.
extension SplitViewController {
  /// Puts the button in the secondary's bar, or takes it out.
  func refreshDisplayModeButton() {
    let wanted = showsDisplayModeButton && !showsCollapsedLayout ? navigation(of: .secondary) : nil
    for child in children {
      guard let bar = (child as? NavigationController)?.navigationBar,
        bar.leadingButton === displayModeButton, child !== wanted
      else { continue }
      bar.leadingButton = nil
    }
    wanted?.navigationBar.leadingButton = displayModeButton
  }

  /// The button's visibility resolved.
  var showsDisplayModeButton: Bool {
    switch displayModeButtonVisibility {
    case .automatic: presentsWithGesture
    case .never: false
    case .always: true
    }
  }

  func displayModeButtonTapped() {
    if columnsShown(in: mode).contains(.primary) {
      hide(.primary, byAPerson: true)
    } else {
      show(.primary, byAPerson: true)
    }
  }
}
