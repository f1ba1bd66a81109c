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
  /// The item shown as selected (tinted), if any.
  public var selectedItem: TabBarItem? {
    didSet { refreshSelection() }
  }
  /// The tint of the selected item's title and glyph (UIKit's system blue).
  public var selectedItemTintColor: Color = .systemBlue {
    didSet { for button in buttons { button.selectedColor = selectedItemTintColor } }
  }
  /// The tint of the other items (UIKit's `unselectedItemTintColor`).
  public var unselectedItemTintColor = Color(hex: 0x8E8E93) {
    didSet { for button in buttons { button.unselectedColor = unselectedItemTintColor } }
  }

  private var storedItems: [TabBarItem]?
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

  /// Replaces the items; with `animated`, the new buttons fade in. On a
  /// bar a tab bar controller manages, a programmer error.
  public func setItems(_ items: [TabBarItem]?, animated: Bool) {
    guard managingController == nil else {
      preconditionFailure(
        "Directly modifying a tab bar managed by a tab bar controller is not allowed: set the controller's viewControllers instead"
      )
    }
    replaceItems(items, animated: animated)
  }

  /// What `setItems` does, for the managing controller too.
  func replaceItems(_ items: [TabBarItem]?, animated: Bool) {
    for item in storedItems ?? [] { item.onChange = nil }
    for button in buttons { button.removeFromSuperview() }
    storedItems = items
    buttons = (items ?? []).map(makeButton)
    if let selectedItem, !(items ?? []).contains(where: { $0 === selectedItem }) {
      self.selectedItem = nil
    }
    refreshSelection()
    setNeedsLayout()
    guard animated else { return }
    for button in buttons { button.alpha = 0 }
    View.animate(withDuration: 0.2) { for button in self.buttons { button.alpha = 1 } }
  }

  private func makeButton(for item: TabBarItem) -> TabBarButton {
    let button = TabBarButton(item: item)
    button.selectedColor = selectedItemTintColor
    button.unselectedColor = unselectedItemTintColor
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
    guard !buttons.isEmpty else { return }
    let width = bounds.width / Double(buttons.count)
    for (index, button) in buttons.enumerated() {
      button.frame = CGRect(
        x: Double(index) * width, y: 0.5, width: width, height: max(bounds.height - 0.5, 0))
    }
  }

  /// The hairline along the top edge.
  open override func draw(_ rect: CGRect, in context: GraphicsContext) {
    context.fill(CGRect(x: 0, y: 0, width: bounds.width, height: 0.5), color: Self.hairlineColor)
  }
}
