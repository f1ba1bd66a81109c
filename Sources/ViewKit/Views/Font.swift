import Foundation
import Platform

/// A typeface at a size in points.
///
/// UIKit counterpart: `UIFont`. The system fonts are DejaVu Sans and
/// DejaVu Sans Bold, shipped in `Assets/Fonts` (see `AssetCatalog`).
@MainActor
public struct Font {
  /// The font file the text is drawn with. `UIFont` has no such property;
  /// its `fontName` names the typeface instead.
  public let typeface: Typeface
  /// The size in points, as UIKit's `UIFont.pointSize`.
  public let pointSize: Double

  /// A font of `typeface` at `size` points. UIKit's `UIFont(name:size:)`
  /// looks the typeface up by name; here it is already loaded.
  public init(typeface: Typeface, size: Double) {
    self.typeface = typeface
    self.pointSize = size
  }

  /// The regular system font. The app checks at start-up that the font
  /// files load (`FontBook.check()`), so this cannot fail later.
  public static func systemFont(ofSize size: Double) -> Font {
    Font(typeface: FontBook.regular.loaded, size: size)
  }

  /// The bold system font, as UIKit's `UIFont.boldSystemFont(ofSize:)`. Like
  /// `systemFont(ofSize:)`, it cannot fail once `FontBook.check()` has
  /// passed; without that check, a font file that does not load stops the
  /// program.
  public static func boldSystemFont(ofSize size: Double) -> Font {
    Font(typeface: FontBook.bold.loaded, size: size)
  }

  /// The same typeface at `size` points, as UIKit's `UIFont.withSize(_:)`.
  public func withSize(_ size: Double) -> Font {
    Font(typeface: typeface, size: size)
  }

  /// Distance between baselines of consecutive lines.
  public var lineHeight: Double { typeface.lineHeight(pointSize: pointSize) }
  /// Distance from the top of a line to its baseline.
  public var ascender: Double { typeface.ascender(pointSize: pointSize) }

  /// The size of one line of text.
  public func size(of text: String) -> CGSize {
    typeface.measure(text, pointSize: pointSize)
  }
}

/// The system typefaces, loaded once from the asset catalog.
///
/// UIKit counterpart: none public; `UIFont` loads the system fonts itself.
@MainActor
public enum FontBook {
  static let regular = Result { () throws(PlatformError) -> Typeface in
    try Typeface(contentsOf: try AssetCatalog.default().path("Fonts/DejaVuSans.ttf"))
  }
  static let bold = Result { () throws(PlatformError) -> Typeface in
    try Typeface(contentsOf: try AssetCatalog.default().path("Fonts/DejaVuSans-Bold.ttf"))
  }

  /// Loads the system fonts now; throws an error naming the file that is
  /// missing or unreadable.
  public static func check() throws(PlatformError) {
    _ = try regular.get()
    _ = try bold.get()
  }
}

extension Result where Failure == PlatformError {
  /// The value; only after `FontBook.check()` has passed.
  var loaded: Success {
    switch self {
    case .success(let value): return value
    case .failure(let error): preconditionFailure("\(error) (call FontBook.check() at start-up)")
    }
  }
}
