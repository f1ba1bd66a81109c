import Testing

/// The suites that install process-wide state: `LifecycleTracer.current`,
/// `HierarchyWarnings.output` and `AnimationEngine.current`. Nested under
/// one serialized suite so that no two of them ever run at once and see
/// each other's state.
@Suite(.serialized)
enum SharedStateSuites {}
