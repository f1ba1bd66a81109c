import Foundation

/// A present segue: the source presents the destination modally, with the
/// styles the storyboard gives. A style the file leaves out keeps the
/// destination's own (as Interface Builder's "Default"). The styles are
/// set when the segue is made, so the source's `prepare(for:sender:)` sees
/// them and may change them.
///
/// UIKit counterpart: the "Present Modally" segue (`UIStoryboardModalSegue`),
/// with its Presentation, Transition and Animates attributes.
@MainActor
final class PresentationSegue: StoryboardSegue {
  let animated: Bool

  init(template: SegueTemplate, source: ViewController, destination: ViewController) {
    animated = template.animated
    super.init(identifier: template.identifier, source: source, destination: destination)
    if let name = template.presentationStyle, let style = Self.presentationStyle(named: name) {
      destination.modalPresentationStyle = style
    }
    if let name = template.transitionStyle, let style = Self.transitionStyle(named: name) {
      destination.modalTransitionStyle = style
    }
  }

  override func perform() {
    source.present(destination, animated: animated)
  }

  /// The style a storyboard names by its case name ("overCurrentContext").
  static func presentationStyle(named name: String) -> ModalPresentationStyle? {
    ModalPresentationStyle.allCases.first { "\($0)" == name }
  }

  static func transitionStyle(named name: String) -> ModalTransitionStyle? {
    ModalTransitionStyle.allCases.first { "\($0)" == name }
  }
}

extension Storyboard {
  /// A present segue's styles must be names of ViewKit's styles.
  static func checkPresentationStyles(
    of document: StoryboardDocument.SegueDocument, bad: (String) -> StoryboardError
  ) throws(StoryboardError) {
    if let name = document.presentationStyle,
      PresentationSegue.presentationStyle(named: name) == nil
    {
      let names = ModalPresentationStyle.allCases.map { "\($0)" }.joined(separator: ", ")
      throw bad(
        "unknown presentationStyle \"\(StoryboardError.printable(name))\" (one of \(names))")
    }
    if let name = document.transitionStyle, PresentationSegue.transitionStyle(named: name) == nil {
      let names = ModalTransitionStyle.allCases.map { "\($0)" }.joined(separator: ", ")
      throw bad("unknown transitionStyle \"\(StoryboardError.printable(name))\" (one of \(names))")
    }
  }
}
