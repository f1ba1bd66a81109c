import Foundation
import Platform
import ViewKit

/// The radar button in the middle of the window: the project's own art,
/// dimmed while disabled (during the flips) and lit while pressed. Its
/// press is the control's `.touchUpInside` action; a drag up or down is a
/// pan recognizer on it, the root's (`RootViewController+HandTurn.swift`).
@MainActor
public final class RadarButton: Control {

  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    shadowOpacity = 0.6
    shadowRadius = 6
    shadowOffset = CGSize(width: 0, height: 2)
    cornerRadius = frame.width / 2
  }

  public override func stateDidChange() {
    super.stateDidChange()
    alpha = isEnabled ? 1 : 0.55
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    cornerRadius = bounds.width / 2
  }

  public override func draw(_ rect: CGRect, in context: GraphicsContext) {
    Art.drawRadar(in: bounds, context: context, lit: isHighlighted)
  }
}
