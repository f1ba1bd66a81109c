import Testing

/// The suites that install the process-wide `LifecycleTracer.current` and
/// `HierarchyWarnings.output`. Nested under one serialized suite so that no
/// two of them ever run at once and see each other's trace.
@Suite(.serialized)
enum ControllerTracing {}
