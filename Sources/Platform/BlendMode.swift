internal import CSDL2

/// How drawn pixels combine with those already there.
///
/// Core Animation counterpart: a layer's `compositingFilter`, which is
/// rarely needed; `.normal` is source-over, the default everywhere.
public enum BlendMode: Sendable {
  /// Source over: result = src * srcA + dst * (1 - srcA).
  case normal
  /// Replaces what is there, alpha included.
  case copy
  /// Adds light: result = src * srcA + dst.
  case add
  /// Multiplies: result = src * dst.
  case multiply

  var sdl: SDL_BlendMode {
    switch self {
    case .normal: SDL_BLENDMODE_BLEND
    case .copy: SDL_BLENDMODE_NONE
    case .add: SDL_BLENDMODE_ADD
    case .multiply: SDL_BLENDMODE_MUL
    }
  }
}
