import Foundation

/// Where a sheet goes: UIKit's page and form sheets, reduced to a card.
///
/// UIKit counterpart: the frames of `.pageSheet` and `.formSheet`, which
/// Apple gives no numbers for. ViewKit's: the card leaves the top 40
/// points of the container showing the presenter beneath, and reaches the
/// bottom edge; in a compact width it is the container's width, in a
/// regular width 704 points (a page sheet) or 540 (a form sheet), centred,
/// no wider than the container. Its corners are rounded by 10 points.
extension ModalPresentationStyle {
  /// The room left above a sheet, in points.
  static let sheetTopInset = 40.0
  /// A page sheet's width in a regular width, in points.
  static let pageSheetWidth = 704.0
  /// A form sheet's width in a regular width, in points.
  static let formSheetWidth = 540.0
  /// A sheet's corner radius, in points.
  static let sheetCornerRadius = 10.0

  /// The sheet's frame in a container of `bounds` whose horizontal size
  /// class is `horizontal`.
  func sheetFrame(in bounds: CGRect, horizontal: UserInterfaceSizeClass) -> CGRect {
    let width =
      horizontal == .regular
      ? min(self == .pageSheet ? Self.pageSheetWidth : Self.formSheetWidth, bounds.width)
      : bounds.width
    let top = min(Self.sheetTopInset, bounds.height)
    return CGRect(
      x: bounds.midX - width / 2, y: bounds.minY + top, width: width, height: bounds.height - top)
  }

  /// How a sheet follows its container's size: across its width in a
  /// compact width, centred in a regular one, and always down to the bottom.
  func sheetAutoresizing(horizontal: UserInterfaceSizeClass) -> AutoresizingMask {
    horizontal == .regular
      ? [.flexibleLeftMargin, .flexibleRightMargin, .flexibleHeight]
      : [.flexibleWidth, .flexibleHeight]
  }
}
