import Foundation
import Platform

/// The columns' widths and frames.
///
/// UIKit counterparts: `preferredPrimaryColumnWidthFraction`,
/// `preferredPrimaryColumnWidth`, `minimumPrimaryColumnWidth`,
/// `maximumPrimaryColumnWidth` and `primaryColumnWidth`. The primary's
/// width is the point width if set, else the fraction of the split view's
/// width if set, else `automaticColumnWidth` (320); then clamped to the
/// minimum (0 when automatic) and the maximum (none when automatic), and
/// never wider than the split view. The supplementary column is always
/// `automaticColumnWidth` wide.
///
/// Frames, by mode: a column a mode hides lies just off the leading edge;
/// beside, the secondary takes the width the leading columns leave; over,
/// it keeps the whole width under them, and they cast a shadow on it;
/// displaced, it keeps the width it has beside the supplementary alone
/// and runs off the trailing edge. Collapsed, the one shown child fills
/// the split view.
extension SplitViewController {
  /// The shadow overlaid columns cast on the secondary.
  static let overlayShadow = (opacity: 0.3, radius: 8.0)

  /// The primary's width as a fraction 0...1 of the split view's width, or
  /// `automaticDimension` (the default); a point width wins over it.
  public var preferredPrimaryColumnWidthFraction: Double {
    get { widthSettings.fraction }
    set { widthSettings.fraction = newValue }
  }

  /// The primary's width in points, or `automaticDimension` (the
  /// default); when set it wins over the fraction.
  public var preferredPrimaryColumnWidth: Double {
    get { widthSettings.width }
    set { widthSettings.width = newValue }
  }

  /// The narrowest the primary may be, or `automaticDimension` (the
  /// default: no minimum).
  public var minimumPrimaryColumnWidth: Double {
    get { widthSettings.minimum }
    set { widthSettings.minimum = newValue }
  }

  /// The widest the primary may be, or `automaticDimension` (the default:
  /// no maximum but the split view's width).
  public var maximumPrimaryColumnWidth: Double {
    get { widthSettings.maximum }
    set { widthSettings.maximum = newValue }
  }

  /// The primary's actual width for the split view's current width (0
  /// before its view loads), by the rule above.
  public var primaryColumnWidth: Double {
    primaryWidth(within: viewIfLoaded.map { Double($0.bounds.width) } ?? 0)
  }

  /// The width settings, kept together so that a change lays out again.
  var widthSettings: ColumnWidthSettings {
    get { widthStorage }
    set {
      widthStorage = newValue
      viewIfLoaded?.setNeedsLayout()
    }
  }

  /// The rule above for a split view `total` points wide.
  func primaryWidth(within total: Double) -> Double {
    let settings = widthSettings
    let automatic = Self.automaticDimension
    var width = Self.automaticColumnWidth
    if settings.width != automatic {
      width = settings.width
    } else if settings.fraction != automatic {
      width = min(max(settings.fraction, 0), 1) * total
    }
    if settings.minimum != automatic { width = max(width, settings.minimum) }
    if settings.maximum != automatic { width = min(width, settings.maximum) }
    return max(min(width, total), 0)
  }

  /// The leading columns of the style, leading first, with their widths.
  private func leadingColumns(within total: Double) -> [(column: Column, width: Double)] {
    let primary = (Column.primary, primaryWidth(within: total))
    guard style == .tripleColumn else { return [primary] }
    return [primary, (.supplementary, min(Self.automaticColumnWidth, total))]
  }

  /// Where `column` lies in `mode`, in the split view's bounds.
  func frame(of column: Column, in mode: DisplayMode) -> CGRect {
    let bounds = viewIfLoaded?.bounds ?? .zero
    let leading = leadingColumns(within: bounds.width)
    let shownCount = min(mode.leadingCount, leading.count)
    let hidden = leading.dropLast(shownCount)
    let shown = leading.suffix(shownCount)
    var x = -hidden.reduce(0) { $0 + $1.width }
    for (leadingColumn, width) in leading {
      if leadingColumn == column {
        return CGRect(x: x, y: 0, width: width, height: bounds.height)
      }
      x += width
    }
    let shownWidth = shown.reduce(0) { $0 + $1.width }
    if mode.isOverlay || shownCount == 0 { return bounds }
    let width =
      mode == .twoDisplaceSecondary
      ? bounds.width - (leading.last?.width ?? 0)
      : bounds.width - shownWidth
    return CGRect(x: shownWidth, y: 0, width: max(width, 0), height: bounds.height)
  }

  /// Gives each column in the split view its frame (and, overlaid, its
  /// shadow) in the current mode; collapsed, the shown child fills it.
  func layOutColumns() {
    guard let view = viewIfLoaded else { return }
    if showsCollapsedLayout {
      let shown = installed[showsCompact ? .compact : .primary]
      shown?.viewIfLoaded?.frame = view.bounds
      shown?.viewIfLoaded?.shadowOpacity = 0
      return
    }
    for column in [Column.primary, .supplementary, .secondary] {
      guard let columnView = installed[column]?.viewIfLoaded, columnView.superview === view else {
        continue
      }
      columnView.frame = frame(of: column, in: mode)
      let casts = mode.isOverlay && column != .secondary
      columnView.shadowOpacity = casts ? Self.overlayShadow.opacity : 0
      columnView.shadowRadius = Self.overlayShadow.radius
      columnView.shadowOffset = .zero
    }
  }
}

/// The primary column's width settings, each `automaticDimension` until set.
struct ColumnWidthSettings {
  var fraction = SplitViewController.automaticDimension
  var width = SplitViewController.automaticDimension
  var minimum = SplitViewController.automaticDimension
  var maximum = SplitViewController.automaticDimension
}
