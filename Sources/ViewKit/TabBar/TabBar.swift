import Foundation
import Platform

/// The bar of tabs at the bottom of a tab bar controller: one button per
/// item, side by side, the selected one tinted.
///
/// UIKit counterpart: `UITabBar`. A bar stands alone (a tap then selects
/// the item) or belongs to a tab bar controller, which keeps its items
/// equal to its controllers' tab bar items and decides what a tap selects;
/// changing such a bar's `items` yourself is a programmer error, as it
/// raises an exception in UIKit. Deliberate differences: no
/// `UITabBarDelegate` (a managed bar's taps go to its controller) and no
/// customizing sheet; `selectedItemTintColor` is not optional.
@MainActor
open class TabBar: View {
  /// UIKit's bar height on a phone without a home indicator, in points.
  public static let height = 49.0
  /// The bar's colour: UIKit's light bar background.
  static let barColor = Color(hex: 0xF7F7F7)
  static let hairlineColor = Color(hex: 0xB2B2B2)

  /// The items, left first; nil (the default) for none. Setting it is
  /// `setItems(_:animated: false)`.
  public var items: [TabBarItem]? {
    get { storedItems }
    set { setItems(newValue, animated: false) }
  }
  /// The item shown as selected (tinted), if any. On a bar a tab bar
  /// controller manages, setting it is a programmer error, as changing its
  /// `items` is: the controller's selection decides it.
  public var selectedItem: TabBarItem? {
    get { storedSelectedItem }
    set {
      refuseIfManaged(instead: "selectedViewController")
      showSelection(newValue)
    }
  }
  /// The tint of the selected item's title and glyph (UIKit's system blue).
  public var selectedItemTintColor: Color = .systemBlue {
    didSet { for button in buttons { button.selectedColor = selectedItemTintColor } }
  }
  /// The tint of the other items; nil (the default) for UIKit's system
  /// gray (`unselectedGray`).
  public var unselectedItemTintColor: Color? {
    didSet { for button in buttons { button.unselectedColor = unselectedColor } }
  }
  /// The other items' tint when `unselectedItemTintColor` is nil.
  public static let unselectedGray = Color(hex: 0x8E8E93)
  private var unselectedColor: Color { unselectedItemTintColor ?? Self.unselectedGray }

  private var storedItems: [TabBarItem]?
  private var storedSelectedItem: TabBarItem?
  /// The buttons, one per item, in order.
  private(set) var buttons: [TabBarButton] = []
  /// The tab bar controller that owns the bar, if any.
  weak var managingController: TabBarController?
  /// Told when an item is tapped.
  var onTap: ((TabBarItem) -> Void)?

  /// An empty bar in the bar colour. A tab bar controller makes its own
  /// and lays it out.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    backgroundColor = Self.barColor
  }

  /// Replaces the items, as UIKit's `setItems(_:animated:)`: with
  /// `animated` (and on screen), new items fade in, removed ones fade out
  /// and the kept ones slide to their places; without, all at once. On a
  /// bar a tab bar controller manages, a programmer error.
  public func setItems(_ items: [TabBarItem]?, animated: Bool) {
    refuseIfManaged(instead: "viewControllers")
    replaceItems(items, animated: animated)
  }

  /// Stops the program, in UIKit's words, if a tab bar controller manages
  /// this bar: the controller's `property` is what to set instead.
  private func refuseIfManaged(instead property: String) {
    guard managingController == nil else {
      preconditionFailure(
        "Directly modifying a tab bar managed by a tab bar controller is not allowed: set the controller's \(property) instead"
      )
    }
  }

  /// Shows `item` as selected: what setting `selectedItem` does, for the
  /// managing controller too.
  func showSelection(_ item: TabBarItem?) {
    storedSelectedItem = item
    refreshSelection()
  }

  /// What `setItems` does, for the managing controller too. Items kept
  /// keep their buttons; with `animated`, removed buttons fade out and new
  /// ones fade in while the kept ones move to their new places, as UIKit's
  /// `setItems(_:animated:)` describes.
  func replaceItems(_ items: [TabBarItem]?, animated: Bool) {
    let old = buttons
    let new = items ?? []
    buttons = new.map { item in old.first { $0.item === item } ?? makeButton(for: item) }
    let added = buttons.filter { button in !old.contains { $0 === button } }
    let removed = old.filter { button in !buttons.contains { $0 === button } }
    for button in removed where !new.contains(where: { $0 === button.item }) {
      button.item.onChange = nil
    }
    storedItems = items
    if let selectedItem, !new.contains(where: { $0 === selectedItem }) {
      storedSelectedItem = nil
    }
    refreshSelection()
    guard animated, window != nil else {
      for button in removed { button.removeFromSuperview() }
      return setNeedsLayout()
    }
    for button in added {
      button.alpha = 0
      button.frame = slot(for: button)  // fades in where it ends, not from the corner
    }
    View.animate(
      withDuration: Self.itemAnimationDuration,
      animations: {
        for button in added { button.alpha = 1 }
        for button in removed { button.alpha = 0 }
        self.setNeedsLayout()
        self.layoutIfNeeded()
      },
      completion: { _ in for button in removed { button.removeFromSuperview() } })
  }

  /// How long `setItems(_:animated: true)` takes, in seconds.
  static let itemAnimationDuration = 0.2

  private func makeButton(for item: TabBarItem) -> TabBarButton {
    let button = TabBarButton(item: item)
    button.selectedColor = selectedItemTintColor
    button.unselectedColor = unselectedColor
    button.addAction({ [weak self] _ in self?.tapped(item) }, for: .touchUpInside)
    item.onChange = { [weak button] in button?.refresh() }
    addSubview(button)
    return button
  }

  /// A tap: a managed bar tells its controller, which selects; a bar of
  /// its own selects the item.
  private func tapped(_ item: TabBarItem) {
    if managingController == nil { selectedItem = item }
    onTap?(item)
  }

  private func refreshSelection() {
    for button in buttons { button.isSelected = button.item === selectedItem }
  }

  /// The button that shows `item`, if the bar has it.
  func button(for item: TabBarItem) -> Control? {
    buttons.first { $0.item === item }
  }

  /// Equal widths, the full height below the hairline.
  open override func layoutSubviews() {
    super.layoutSubviews()
    for button in buttons { button.frame = slot(for: button) }
  }

  /// Where `button` goes: its share of the width, below the hairline.
  private func slot(for button: TabBarButton) -> CGRect {
    let index = buttons.firstIndex { $0 === button } ?? 0
    let width = bounds.width / Double(max(buttons.count, 1))
    return CGRect(
      x: Double(index) * width, y: 0.5, width: width, height: max(bounds.height - 0.5, 0))
  }

  /// The hairline along the top edge.
  open override func draw(_ rect: CGRect, in context: GraphicsContext) {
    context.fill(CGRect(x: 0, y: 0, width: bounds.width, height: 0.5), color: Self.hairlineColor)
  }
}
