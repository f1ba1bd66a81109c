import Foundation
import Platform
import ViewKit

/// The split view's part of the scenario, after the Guide, two measured
/// phases:
/// - `splitResize`: the window widened across the regular width and back,
///   three times (`resizes`), each resize `resizePause` apart: the split
///   view expands (the list comes beside the tunnel, the panes side by
///   side) and collapses, its re-layout animated by the resize's
///   coordinator: some 140 frames, enough that their 99th percentile is
///   not simply the slowest of the six first frames at a new size (it is,
///   up to 100 frames);
/// - `detailsPopover`: in the wide window, the names shown and a first
///   popover shown and put away (not measured: its code runs and its text
///   is drawn for the first time, as the Guide is opened before its phases
///   are measured), the top name clicked (its details' popover fades in)
///   and a click outside (it fades out), `popoverRounds` times: some
///   thirty frames a round, enough in all that their 99th percentile is
///   not simply the slowest (it is, up to 100 frames).
/// Then, not measured, the radar turns back and the window takes its size
/// again. A click is read where the name is when it is sent.
extension AppBenchmark {
  /// The wide window: regular width, with room for the list and the panes
  /// side by side. The bare window of the memory baseline takes it too.
  public static let wideSize = CGSize(width: 1600, height: 900)
  /// The time each resize is given to settle.
  static let resizePause = 0.8
  /// The sizes taken in turn, from the session's own (compact) size.
  static let resizes = 6
  /// Name clicks and clicks outside, `popoverPause` apart.
  static let popoverRounds = 6
  static let popoverPause = 0.6

  static var splitResizeSeconds: Double { Double(resizes) * resizePause }
  static var popoverSeconds: Double { Double(popoverRounds * 2) * popoverPause }
  /// Wide, the names, and a first popover shown and put away.
  static var popoverSetUpSeconds: Double { 2 * resizePause + 2 * popoverPause }

  /// The sizes the split view's phase gives the window, in turn, from the
  /// session's `size`: wide, then the session's, `resizes` in all.
  public static func splitResizeSizes(from size: CGSize) -> [CGSize] {
    (0..<resizes).map { $0.isMultiple(of: 2) ? wideSize : size }
  }

  func splitResizeEvents() -> [Events] {
    Self.splitResizeSizes(from: session.options.size).enumerated().map { index, size in
      (Double(index) * Self.resizePause, { [unowned self] in resize(to: size) })
    }
  }

  /// Wide, then the names, then a first popover (not measured).
  func popoverSetUpEvents() -> [Events] {
    [
      (0, { [unowned self] in resize(to: Self.wideSize) }),
      (Self.resizePause, { [unowned self] in key("Space") }),
      (2 * Self.resizePause, { [unowned self] in clickTopName() }),
      (2 * Self.resizePause + Self.popoverPause, { [unowned self] in clickOutsideThePopover() }),
    ]
  }

  func popoverEvents() -> [Events] {
    (0..<(Self.popoverRounds * 2)).map { index in
      (
        Double(index) * Self.popoverPause,
        { [unowned self] in
          index.isMultiple(of: 2) ? clickTopName() : clickOutsideThePopover()
        }
      )
    }
  }

  /// The maps again, and the session's own size (not measured).
  func popoverTearDownEvents() -> [Events] {
    [
      (0, { [unowned self] in key("Space") }),
      (1.2, { [unowned self] in resize(to: session.options.size) }),
    ]
  }

  /// Asks the application for the window's new size: SDL's event brings it
  /// in a window, the application's own offscreen.
  private func resize(to size: CGSize) -> [InputEvent] {
    application?.resizeWindow(to: size)
    return []
  }

  private func clickTopName() -> [InputEvent] {
    guard let label = session.root.startGeo.label, label.window != nil else { return [] }
    let point = label.convert(label.bounds.center, to: nil)
    return [.mouseDown(point, .left), .mouseUp(point, .left)]
  }

  /// A click in the window's bottom left corner, outside the popover, which
  /// points at the top name.
  private func clickOutsideThePopover() -> [InputEvent] {
    let point = CGPoint(x: 4, y: session.window.bounds.maxY - 4)
    return [.mouseDown(point, .left), .mouseUp(point, .left)]
  }
}
