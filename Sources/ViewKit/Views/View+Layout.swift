import Foundation

/// How a view's frame follows its superview's size, as `UIView.AutoresizingMask`.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The space between the superview's left edge and the view's takes a
  /// share of a change in width, as UIKit's `.flexibleLeftMargin`.
  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  /// The view's width takes a share of a change in the superview's width,
  /// as UIKit's `.flexibleWidth`.
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  /// The space between the view's right edge and the superview's takes a
  /// share of a change in width, as UIKit's `.flexibleRightMargin`.
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  /// The space between the superview's top edge and the view's takes a
  /// share of a change in height, as UIKit's `.flexibleTopMargin`.
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  /// The view's height takes a share of a change in the superview's height,
  /// as UIKit's `.flexibleHeight`.
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  /// The space between the view's bottom edge and the superview's takes a
  /// share of a change in height, as UIKit's `.flexibleBottomMargin`.
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

/// Autoresizing, `setNeedsLayout()` and `layoutIfNeeded()`.
extension View {
  /// Marks the layout stale; `layoutSubviews()` runs before the next frame.
  public func setNeedsLayout() {
    needsLayout = true
    setNeedsRedraw()
  }

  /// Lays out the receiver and its subtree now, wherever marked stale.
  /// A controller's root view brackets its layout with the controller's
  /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`.
  public func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      owningViewController?.viewWillLayoutSubviews()
      layoutSubviews()
      owningViewController?.viewDidLayoutSubviews()
    }
    for subview in subviews { subview.layoutIfNeeded() }
  }

  /// Resizes the view to `sizeThatFits(_:)` of its current size.
  public func sizeToFit() {
    bounds.size = sizeThatFits(bounds.size)
  }

  /// A new size lays out again and redraws the content (as UIKit's
  /// `contentMode = .redraw`; ViewKit never stretches recorded content).
  func boundsSizeDidChange(from oldSize: CGSize) {
    setNeedsLayout()
    setNeedsDisplay()
    invalidateShapes()
    if autoresizesSubviews {
      for subview in subviews { subview.resize(superviewSizeChangedFrom: oldSize, to: bounds.size) }
    }
  }

  /// Applies `autoresizingMask` after the superview's size changed.
  ///
  /// On each axis the change in size is shared among the flexible parts
  /// (the two margins and the size) in proportion to their current
  /// lengths; fixed parts keep theirs. Where UIKit is silent, when every
  /// flexible part has length zero, they share the change equally.
  func resize(superviewSizeChangedFrom oldSize: CGSize, to newSize: CGSize) {
    guard !autoresizingMask.isEmpty else { return }
    let old = frame
    let x = Self.distribute(
      start: old.minX, length: old.width, container: oldSize.width,
      delta: newSize.width - oldSize.width,
      flexible: (
        autoresizingMask.contains(.flexibleLeftMargin), autoresizingMask.contains(.flexibleWidth),
        autoresizingMask.contains(.flexibleRightMargin)
      ))
    let y = Self.distribute(
      start: old.minY, length: old.height, container: oldSize.height,
      delta: newSize.height - oldSize.height,
      flexible: (
        autoresizingMask.contains(.flexibleTopMargin), autoresizingMask.contains(.flexibleHeight),
        autoresizingMask.contains(.flexibleBottomMargin)
      ))
    frame = CGRect(x: x.start, y: y.start, width: x.length, height: y.length)
  }

  /// One axis of autoresizing: returns the new start and length.
  static func distribute(
    start: Double, length: Double, container: Double, delta: Double,
    flexible: (lead: Bool, size: Bool, trail: Bool)
  ) -> (start: Double, length: Double) {
    let parts = [start, length, container - start - length]
    let isFlexible = [flexible.lead, flexible.size, flexible.trail]
    let count = isFlexible.filter { $0 }.count
    guard count > 0, delta != 0 else { return (start, length) }
    let total = zip(parts, isFlexible).filter(\.1).map { max($0.0, 0) }.reduce(0, +)
    func share(_ i: Int) -> Double {
      guard isFlexible[i] else { return 0 }
      return total > 0 ? delta * max(parts[i], 0) / total : delta / Double(count)
    }
    return (start + share(0), max(0, length + share(1)))
  }
}
