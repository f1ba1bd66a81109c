import Foundation
import Platform

/// The bar at the top of a navigation controller: the top item's title in
/// the middle, its buttons at the sides, and a back button titled after
/// the item below it.
///
/// UIKit counterpart: `UINavigationBar`, with its stack of `items`,
/// `topItem` and `backItem`. A navigation controller owns one and keeps
/// its items equal to its controllers' navigation items; during a push or
/// a pop the bar shows both items' contents, the old one fading out as
/// the new one fades in (`crossFade`). The back button pops; an item's
/// `leftBarButtonItem` takes its place.
@MainActor
open class NavigationBar: View {
  /// UIKit's bar height in a compact-height-free (portrait phone or any
  /// pad) layout, in points.
  public static let height = 44.0
  /// The bar's colour: UIKit's light bar background.
  static let barColor = Color(hex: 0xF7F7F7)
  static let hairlineColor = Color(hex: 0xB2B2B2)

  /// The items, bottom first; the last is on top.
  public private(set) var items: [NavigationItem] = []
  /// The item whose title the bar shows.
  public var topItem: NavigationItem? { items.last }
  /// The item below the top, which titles the back button.
  public var backItem: NavigationItem? { items.count > 1 ? items[items.count - 2] : nil }
  /// Called when the back button is tapped (the navigation controller pops).
  var backAction: (() -> Void)?
  /// A button at the bar's leading edge, before the back button, whatever
  /// the top item: a split view controller's display-mode button
  /// (`SplitView/DisplayModeButton.swift`); nil for none.
  var leadingButton: Button? {
    didSet {
      guard leadingButton !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let leadingButton { addSubview(leadingButton) }
      setNeedsLayout()
    }
  }
  /// What the bar shows for its items now.
  private(set) var content: NavigationBarContent
  /// The outgoing content during a cross-fade, faded out over `content`.
  private var outgoing: NavigationBarContent?

  /// A bar with no items, in the bar colour, its content resizing with it.
  /// A navigation controller makes its own and lays it out.
  public override init(frame: CGRect = .zero) {
    content = NavigationBarContent(top: nil, back: nil)
    super.init(frame: frame)
    backgroundColor = Self.barColor
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(content)
  }

  /// The label with the top item's title.
  public var titleLabel: Label { content.titleLabel }
  /// The back button, if the top item has an item below it (and no left button).
  public var backButton: Button? { content.backButton }

  /// Replaces the items; with `animated`, the titles cross-fade over
  /// UIKit's bar duration (`NavigationController.hideShowBarDuration`).
  public func setItems(_ items: [NavigationItem], animated: Bool) {
    let fade = crossFade(to: items)
    guard animated else { return fade.finish(true) }
    View.animate(
      withDuration: NavigationController.hideShowBarDuration, animations: fade.animations,
      completion: { _ in fade.finish(true) })
  }

  /// A cross-fade to `items`, for a transition to run: the new content is
  /// in place at alpha 0; `animations` fades it in and the old one out;
  /// `finish(true)` keeps the new items, `finish(false)` (a cancelled
  /// transition) puts the old ones back.
  func crossFade(to newItems: [NavigationItem]) -> (animations: () -> Void, finish: (Bool) -> Void)
  {
    outgoing?.removeFromSuperview()
    let old = (items, content)
    let incoming = NavigationBarContent(
      top: newItems.last, back: newItems.count > 1 ? newItems[newItems.count - 2] : nil)
    incoming.frame = contentFrame
    incoming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    incoming.alpha = 0
    incoming.backButton?.addAction({ [weak self] _ in self?.backAction?() }, for: .touchUpInside)
    addSubview(incoming)
    outgoing = old.1
    content = incoming
    observe(newItems)
    items = newItems
    return (
      animations: {
        incoming.alpha = 1
        old.1.alpha = 0
      },
      finish: { [weak self] completed in
        guard let self else { return }
        self.outgoing = nil
        let (kept, gone) = completed ? (incoming, old.1) : (old.1, incoming)
        gone.removeFromSuperview()
        kept.alpha = 1
        if !completed {
          self.content = old.1
          self.items = old.0
          self.observe(old.0)
        }
        old.1.refresh()
      }
    )
  }

  /// Each item tells the bar when it changes, so the title follows it.
  private func observe(_ items: [NavigationItem]) {
    for item in self.items { item.onChange = nil }
    for item in items {
      item.onChange = { [weak self] in self?.itemChanged() }
    }
  }

  private func itemChanged() {
    content.refresh()
    outgoing?.refresh()
  }

  /// The leading button at the left; the items' contents in the rest.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if let leadingButton {
      let size = leadingButton.sizeThatFits(bounds.size)
      leadingButton.frame = CGRect(
        x: 8, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }
    content.frame = contentFrame
    outgoing?.frame = contentFrame
  }

  /// Where the items' contents go: the bar, less the leading button.
  private var contentFrame: CGRect {
    guard let leadingButton else { return bounds }
    let inset = min(leadingButton.sizeThatFits(bounds.size).width + 8, bounds.width)
    return CGRect(x: inset, y: 0, width: bounds.width - inset, height: bounds.height)
  }

  open override func draw(_ rect: CGRect, in context: GraphicsContext) {
    context.fill(
      CGRect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5),
      color: Self.hairlineColor)
  }
}

/// What a bar shows for one top item: its title, the back button (or the
/// item's left button) and its right button. Private to the bar; one per
/// item during a cross-fade.
@MainActor
final class NavigationBarContent: View {
  let top: NavigationItem?
  let back: NavigationItem?
  let titleLabel = Label()
  private(set) var backButton: Button?

  init(top: NavigationItem?, back: NavigationItem?) {
    self.top = top
    self.back = back
    super.init(frame: .zero)
    titleLabel.font = .boldSystemFont(ofSize: 17)
    titleLabel.textAlignment = .center
    titleLabel.textColor = .black
    addSubview(titleLabel)
    if back != nil && top?.leftBarButtonItem == nil {
      let button = BackButton()
      addSubview(button)
      backButton = button
    }
    refresh()
  }

  /// Reads the items again (a title changed).
  func refresh() {
    titleLabel.text = top?.title ?? ""
    backButton?.setTitle(back?.backButtonTitleShown, for: .normal)
    for button in [top?.leftBarButtonItem, top?.rightBarButtonItem].compactMap({ $0 })
    where button.superview !== self {
      addSubview(button)
    }
    setNeedsLayout()
  }

  /// The back (or left) button at the left, the right button at the
  /// right, the title centred in the bar and clear of both.
  override func layoutSubviews() {
    super.layoutSubviews()
    let b = bounds
    let left = backButton ?? top?.leftBarButtonItem
    let right = top?.rightBarButtonItem
    var leftEdge = 8.0
    var rightEdge = b.width - 8
    if let left, left.superview === self {
      let size = left.sizeThatFits(b.size)
      left.frame = CGRect(
        x: leftEdge, y: (b.height - size.height) / 2, width: min(size.width, b.width / 3),
        height: size.height)
      leftEdge = left.frame.maxX + 8
    }
    if let right, right.superview === self {
      let size = right.sizeThatFits(b.size)
      let width = min(size.width, b.width / 3)
      right.frame = CGRect(
        x: rightEdge - width, y: (b.height - size.height) / 2, width: width, height: size.height)
      rightEdge = right.frame.minX - 8
    }
    let inset = max(leftEdge, b.width - rightEdge)  // centred in the bar
    let height = titleLabel.intrinsicContentSize.height
    titleLabel.frame = CGRect(
      x: inset, y: (b.height - height) / 2, width: max(b.width - 2 * inset, 0), height: height)
  }
}

/// The back button: UIKit's chevron, then the title.
@MainActor
final class BackButton: Button {
  static let chevronWidth = 14.0

  override func layoutSubviews() {
    super.layoutSubviews()
    titleLabel.frame.origin.x += Self.chevronWidth / 2
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    let plain = super.sizeThatFits(size)
    return CGSize(width: plain.width + Self.chevronWidth, height: plain.height)
  }

  override func draw(_ rect: CGRect, in context: GraphicsContext) {
    let color = titleColor(for: state) ?? .systemBlue
    let x = titleLabel.frame.minX - Self.chevronWidth + 2
    let mid = bounds.midY
    context.strokeLine(
      from: CGPoint(x: x + 7, y: mid - 8), to: CGPoint(x: x, y: mid), width: 2.5, color: color)
    context.strokeLine(
      from: CGPoint(x: x, y: mid), to: CGPoint(x: x + 7, y: mid + 8), width: 2.5, color: color)
  }
}
