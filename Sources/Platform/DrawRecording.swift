internal import CSDL2
import Foundation

/// The textured draws of one frame, kept so that the frame's floor can be
/// drawn: the same textures at the same places, each with the cheapest call
/// SDL has for it, and nothing else.
///
/// `tunnel bench` follows every measured frame with its floor frame and
/// compares the two: what the app adds over SDL itself for the same
/// pictures (its display lists, meshes, shadows and fills) is the
/// difference. Only draws to the output are kept; drawing into a render
/// target (a snapshot) is the frame's own extra work.
public struct DrawRecording {
  enum Draw {
    /// An upright rectangle: replayed with `SDL_RenderCopyF`.
    case copy(Texture, AxisAlignedQuad, clip: CGRect?)
    /// Anything else (a turned or projected quad, a grid): `SDL_RenderGeometry`.
    case geometry(Texture, Mesh, clip: CGRect?)
  }
  var draws: [Draw] = []

  /// How many textured draws the frame made.
  public var count: Int { draws.count }
}

extension Renderer {
  /// Starts keeping this renderer's textured draws to the output, in the
  /// storage of the last recording whose floor was drawn: recording a frame
  /// allocates nothing but what its draws outgrow.
  public func startRecording() {
    var fresh = lastRecording ?? DrawRecording()
    lastRecording = nil
    fresh.draws.removeAll(keepingCapacity: true)
    recording = fresh
  }

  /// Stops keeping draws and returns those kept since `startRecording()`.
  public func stopRecording() -> DrawRecording {
    defer { recording = nil }
    return recording ?? DrawRecording()
  }

  /// Keeps a textured draw if recording and drawing to the output.
  func record(_ texture: Texture, _ mesh: Mesh, quad: AxisAlignedQuad?) {
    guard recording != nil, !isDrawingIntoTarget else { return }
    let clip = clipRect
    recording?.draws.append(
      quad.map { .copy(texture, $0, clip: clip) } ?? .geometry(texture, mesh, clip: clip))
  }

  /// The floor of a recorded frame: clears to `background`, replays every
  /// textured draw with the cheapest call (a copy, without blending for an
  /// opaque texture; geometry only where the quad is not upright), and
  /// presents. The recording is used up: its storage, emptied, is kept
  /// for the next `startRecording()`.
  public func drawFloor(of recorded: consuming DrawRecording, background: Color) {
    setClip(nil)
    clear(background)
    for draw in recorded.draws {
      switch draw {
      case .copy(let texture, let quad, let clip):
        setClip(clip)
        copy(texture, quad)
      case .geometry(let texture, let mesh, let clip):
        setClip(clip)
        drawGeometry(mesh, texture: texture)
      }
    }
    setClip(nil)
    present()
    recorded.draws.removeAll(keepingCapacity: true)
    lastRecording = consume recorded
  }
}
