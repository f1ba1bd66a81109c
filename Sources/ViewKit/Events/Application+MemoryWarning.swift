import Foundation
import Platform

/// The application as a singleton, and memory warnings.
///
/// UIKit counterpart: `UIApplication.shared`, and the Simulator's
/// Debug > Simulate Memory Warning, which makes every view controller get
/// `didReceiveMemoryWarning()`. Deliberate difference: an `Application` is
/// made explicitly (`AppSession` makes one per run), and `shared` is the
/// newest one still alive; asking for it when there is none is a
/// programming error.
extension Application {
  /// The newest application still alive.
  public static var shared: Application {
    guard let current = Application.current else {
      preconditionFailure("Application.shared: no Application exists")
    }
    return current
  }

  /// Sends a memory warning, as the system would when memory runs low:
  /// `didReceiveMemoryWarning()` to every live view controller, oldest
  /// first (see `ViewController+MemoryWarning.swift`). Then, as UIKit's
  /// own caches do when the warning is posted, ViewKit empties what it can
  /// make again (`releaseCaches()`), and the freed heap pages go back to
  /// the system.
  public func simulateMemoryWarning() {
    LifecycleTracer.current?.record(name: "application", event: .didReceiveMemoryWarning)
    MemoryWarning.broadcast()
    releaseCaches()
  }

  /// Empties ViewKit's caches that are made again on use: the renderer's
  /// cached text, spare textures and render targets and the textures of
  /// pictures that are gone (`Renderer.releaseCaches()`), the shadows'
  /// images, and, when frames go to a display, the offscreen renderer
  /// that snapshots were taken with (`Window.releaseSnapshotRenderer()`).
  /// What the next frame draws is made again then. Freed heap pages go
  /// back to the system (`HeapPolicy`).
  public func releaseCaches() {
    (nativeWindow?.renderer ?? window.renderer)?.releaseCaches()
    if nativeWindow != nil { window.releaseSnapshotRenderer() }
    ShadowSlices.releaseCache()
    HeapPolicy.releaseFreePages()
  }
}

extension Application {
  /// The bytes of the images of the shadows ViewKit keeps
  /// (ShadowSlices.swift); their textures are in the renderer's
  /// `textureMemory`. For `tunnel bench`'s memory breakdown.
  public static var shadowImageBytes: Int { ShadowSlices.cachedBytes }
}
