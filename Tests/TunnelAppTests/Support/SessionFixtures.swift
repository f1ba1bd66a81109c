import Foundation
import Platform
import ViewKit

@testable import TunnelApp

/// A session of the app in a window of `size` points, not restoring or
/// saving a dig site: it starts in West Jutland.
@MainActor
func freshSession(size: CGSize, slowAnimations: Bool = false) throws -> AppSession {
  var options = AppOptions()
  options.restore = false
  options.size = size
  options.slowAnimations = slowAnimations
  return try AppSession(options: options, catalog: .default())
}

/// The lifecycle trace of `body`, label lines apart.
@MainActor
func lifecycleEvents(_ body: () throws -> Void) rethrows -> [String] {
  let tracer = LifecycleTracer(clock: VirtualClock())
  LifecycleTracer.current = tracer
  defer { LifecycleTracer.current = nil }
  try body()
  return tracer.events.filter { !$0.contains(" label ") }
}

extension AppSession {
  /// Plays `text` headless, traced by `tracer` only while it plays, as
  /// other suites install their own tracers.
  func play(_ text: String, name: String, tracedBy tracer: LifecycleTracer) throws {
    LifecycleTracer.current = tracer
    defer { LifecycleTracer.current = nil }
    try runHeadless(try Script(text: text, name: name))
  }
}
