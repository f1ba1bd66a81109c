import Foundation
import Platform

/// A row of dots, one per page, the current one lit: the scroll style's
/// page indicator.
///
/// UIKit counterpart: `UIPageControl`. Deliberate difference: it only
/// shows; tapping it does not turn the page (UIKit's is a control that
/// does), and it is a plain view, not a `Control`.
@MainActor
open class PageControl: View {
  /// A dot's diameter, in points.
  public static let dotDiameter = 7.0
  /// The space between dots, in points.
  public static let dotSpacing = 9.0
  /// The height of the row, dots centred in it.
  public static let height = 26.0

  /// How many dots there are.
  public var numberOfPages = 0 {
    didSet {
      currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0))
      setNeedsDisplay()
    }
  }
  /// Which dot is lit, kept within 0..<numberOfPages.
  public var currentPage = 0 {
    didSet {
      let clamped = min(max(currentPage, 0), max(numberOfPages - 1, 0))
      if clamped != currentPage { currentPage = clamped }
      setNeedsDisplay()
    }
  }
  /// The colour of the dots not lit.
  public var pageIndicatorTintColor = Color(white: 0.5, alpha: 0.5) {
    didSet { setNeedsDisplay() }
  }
  /// The colour of the lit dot.
  public var currentPageIndicatorTintColor = Color(white: 0.2) {
    didSet { setNeedsDisplay() }
  }

  /// The row's size for the dots: each dot and the spaces between them.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let count = Double(numberOfPages)
    let width = count * Self.dotDiameter + max(count - 1, 0) * Self.dotSpacing
    return CGSize(width: width + 2 * Self.dotSpacing, height: Self.height)
  }

  /// The rectangle of dot `index`, in the view's points.
  public func dotRect(at index: Int) -> CGRect {
    let count = Double(numberOfPages)
    let width = count * Self.dotDiameter + max(count - 1, 0) * Self.dotSpacing
    let x = (bounds.width - width) / 2 + Double(index) * (Self.dotDiameter + Self.dotSpacing)
    let y = (bounds.height - Self.dotDiameter) / 2
    return CGRect(x: x, y: y, width: Self.dotDiameter, height: Self.dotDiameter)
  }

  /// The dots are centred in the bounds: they are drawn again when it changes.
  open override func layoutSubviews() {
    super.layoutSubviews()
    setNeedsDisplay()
  }

  open override func draw(_ rect: CGRect, in context: GraphicsContext) {
    for index in 0..<numberOfPages {
      let color = index == currentPage ? currentPageIndicatorTintColor : pageIndicatorTintColor
      context.fillEllipse(in: dotRect(at: index), color: color)
    }
  }
}
