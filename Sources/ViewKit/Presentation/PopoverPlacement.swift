import Foundation

/// Where a popover goes: the card's rectangle, the side its arrow is on,
/// and where along that side the arrow points. UIKit counterpart: none
/// public; UIKit's private popover layout, whose rules Apple does not
/// document. ViewKit's rules:
///
/// 1. The area is the container's bounds inset by `popoverLayoutMargins`.
/// 2. The card is the content's preferred size (320×480 where a dimension
///    is 0), no larger than the area.
/// 3. The side: the first permitted direction, in the order `.up` (card
///    below the source), `.down` (above), `.left` (right of it), `.right`
///    (left of it), where the card and its arrow fit whole between the
///    source and the area's edge; if none fits, the permitted direction
///    with the most room (the first of them on a tie), where the card is
///    shortened to the room, or, with `canOverlapSourceViewRect`, keeps its
///    size and slides over the source to stay in the area.
/// 4. Along that side the card is centred on the source and then shifted
///    to stay in the area.
/// 5. The arrow points at the source's centre, its base kept clear of the
///    card's rounded corners.
/// Empty or `.unknown` permitted directions count as `.any`.
struct PopoverPlacement: Equatable {
  /// From the card's edge to the arrow's tip, in points.
  static let arrowLength = 13.0
  /// The arrow's base, in points.
  static let arrowWidth = 26.0
  /// The card's corner radius, in points.
  static let cornerRadius = 13.0
  /// The size of content whose preferred size is 0.
  static let defaultContentSize = CGSize(width: 320, height: 480)
  /// The order of preference of the arrow's directions.
  static let preference: [PopoverArrowDirection] = [.up, .down, .left, .right]

  /// The arrow's direction: never `.unknown` or a combination.
  var direction: PopoverArrowDirection
  /// The card, in the container's coordinates.
  var card: CGRect
  /// The arrow's tip along the card's arrow edge, from the card's left
  /// (`.up`, `.down`) or top (`.left`, `.right`) edge.
  var arrowOffset: Double

  /// The card and its arrow: the popover view's frame.
  var frame: CGRect {
    let length = Self.arrowLength
    let grown: EdgeInsets =
      switch direction {
      case .up: EdgeInsets(top: -length, left: 0, bottom: 0, right: 0)
      case .down: EdgeInsets(top: 0, left: 0, bottom: -length, right: 0)
      case .left: EdgeInsets(top: 0, left: -length, bottom: 0, right: 0)
      default: EdgeInsets(top: 0, left: 0, bottom: 0, right: -length)
      }
    return card.inset(by: grown)
  }

  /// The card in the popover view's own coordinates.
  var cardInFrame: CGRect { card.offsetBy(dx: -frame.minX, dy: -frame.minY) }

  /// The placement of content of `contentSize` pointing at `source` (both
  /// in the container's coordinates) in a container of `bounds`.
  init(
    contentSize: CGSize, source: CGRect, bounds: CGRect, margins: EdgeInsets,
    permitted: PopoverArrowDirection, canOverlap: Bool
  ) {
    let area = bounds.inset(by: margins)
    let wanted = CGSize(
      width: min(
        contentSize.width > 0 ? contentSize.width : Self.defaultContentSize.width, area.width),
      height: min(
        contentSize.height > 0 ? contentSize.height : Self.defaultContentSize.height, area.height))
    let allowed =
      permitted.isEmpty || permitted == .unknown
      ? Self.preference : Self.preference.filter { permitted.contains($0) }
    let rooms = allowed.map { ($0, Self.room($0, source: source, area: area)) }
    let fitting = rooms.first { direction, room in
      room >= (direction == .up || direction == .down ? wanted.height : wanted.width)
    }
    // The most room, the first of equals.
    let (chosen, room) = fitting ?? rooms.reduce(rooms[0]) { $1.1 > $0.1 ? $1 : $0 }
    direction = chosen
    card = Self.card(
      wanted, direction: chosen, room: canOverlap ? .infinity : max(room, 0), source: source,
      area: area)
    arrowOffset = Self.arrowOffset(direction: chosen, card: card, source: source)
  }

  /// The room between the source and the area's edge for the card on the
  /// side `direction` calls for, less the arrow.
  private static func room(_ direction: PopoverArrowDirection, source: CGRect, area: CGRect)
    -> Double
  {
    switch direction {
    case .up: area.maxY - source.maxY - arrowLength
    case .down: source.minY - area.minY - arrowLength
    case .left: area.maxX - source.maxX - arrowLength
    default: source.minX - area.minX - arrowLength
    }
  }

  /// The card of `size` beside the source, at most `room` deep, centred on
  /// the source along the side and kept inside `area`.
  private static func card(
    _ size: CGSize, direction: PopoverArrowDirection, room: Double, source: CGRect, area: CGRect
  ) -> CGRect {
    func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
      max(low, min(value, high))
    }
    if direction == .up || direction == .down {
      let height = min(size.height, room)
      let x = clamp(source.midX - size.width / 2, area.minX, area.maxX - size.width)
      let beside = direction == .up ? source.maxY + arrowLength : source.minY - arrowLength - height
      return CGRect(
        x: x, y: clamp(beside, area.minY, area.maxY - height), width: size.width, height: height)
    }
    let width = min(size.width, room)
    let y = clamp(source.midY - size.height / 2, area.minY, area.maxY - size.height)
    let beside = direction == .left ? source.maxX + arrowLength : source.minX - arrowLength - width
    return CGRect(
      x: clamp(beside, area.minX, area.maxX - width), y: y, width: width, height: size.height)
  }

  /// The arrow's tip along the card's edge: at the source's centre, kept
  /// clear of the rounded corners (in the middle of a card too small for both).
  private static func arrowOffset(direction: PopoverArrowDirection, card: CGRect, source: CGRect)
    -> Double
  {
    let vertical = direction == .up || direction == .down
    let length = vertical ? card.width : card.height
    let wanted = vertical ? source.midX - card.minX : source.midY - card.minY
    let low = cornerRadius + arrowWidth / 2
    guard length - low >= low else { return length / 2 }
    return max(low, min(wanted, length - low))
  }

  /// The arrow's three corners, base first, in the popover view's
  /// coordinates. The base lies 1 point inside the card, so that no seam
  /// shows between them.
  var arrowPoints: [CGPoint] {
    let inner = cardInFrame
    let (x, y) = (inner.minX + arrowOffset, inner.minY + arrowOffset)
    let (base, out): (CGPoint, (x: Double, y: Double)) =
      switch direction {
      case .up: (CGPoint(x: x, y: inner.minY + 1), (0, -1))
      case .down: (CGPoint(x: x, y: inner.maxY - 1), (0, 1))
      case .left: (CGPoint(x: inner.minX + 1, y: y), (-1, 0))
      default: (CGPoint(x: inner.maxX - 1, y: y), (1, 0))
      }
    let half = Self.arrowWidth / 2
    let tip = Self.arrowLength + 1
    return [
      CGPoint(x: base.x - abs(out.y) * half, y: base.y - abs(out.x) * half),
      CGPoint(x: base.x + abs(out.y) * half, y: base.y + abs(out.x) * half),
      CGPoint(x: base.x + out.x * tip, y: base.y + out.y * tip),
    ]
  }
}
