import Foundation

/// Asks the geocoder off the main thread for one panel, and hands the
/// answer back on the main actor; a newer request supersedes the older, and
/// `cancel()` drops whatever is pending.
///
/// Core Location counterpart: `CLGeocoder`, whose `cancelGeocode()` stops
/// a lookup and which answers one request at a time. Deliberate difference:
/// the main-actor hop is supplied by the caller (`deliver`), because the
/// app's event loop sleeps in SDL and wakes through its own inbox.
@MainActor
public final class GeocodingChannel {
  private let geocoder: ReverseGeocoder
  /// Runs a job off the main thread, then its returned work on the main actor.
  public typealias Perform =
    @Sendable (@escaping @Sendable () -> (@Sendable @MainActor () -> Void)) -> Void
  private let perform: Perform
  /// Bumped by every request and cancel: an answer for an older value is stale.
  private var generation = 0

  /// `perform` must run the job on a background thread and then the work
  /// it returns on the main actor (for example
  /// `MainThreadInbox.shared.performInBackground`).
  public init(geocoder: ReverseGeocoder, perform: @escaping Perform) {
    self.geocoder = geocoder
    self.perform = perform
  }

  /// Looks up `coordinate` in the background (with the nearest land, at
  /// sea); `completion` gets the answer on the main actor, unless a newer request or a cancel came first.
  public func request(
    _ coordinate: Coordinate, completion: @escaping @Sendable @MainActor (PlaceDescription) -> Void
  ) {
    generation += 1
    let ticket = generation
    let geocoder = self.geocoder
    perform {
      let answer = geocoder.describeInFull(coordinate)
      return { [weak self] in
        guard let self, self.generation == ticket else { return }  // stale: dropped
        completion(answer)
      }
    }
  }

  /// Drops the pending answer, if any.
  public func cancel() {
    generation += 1
  }
}
