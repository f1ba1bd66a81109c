internal import CSDL2

/// What SDL keeps for the calling thread: its last error message, and the
/// table of thread-local values that holds it.
///
/// UIKit has no counterpart. SDL frees a thread's table when a thread that
/// SDL started ends. A thread started by anyone else, such as the Dispatch
/// workers that run background jobs, keeps its table after it has ended,
/// for as long as the process lives: a leak for every such thread that
/// once saw an SDL call fail (a face that has no glyph, a file that will
/// not open). So a background job that may call SDL releases the table
/// before its thread goes back to the pool, as
/// `MainThreadInbox.performInBackground` does after every job.
public enum SDLThreadStorage {
  /// Frees the calling thread's table (SDL makes a new one if the thread
  /// calls SDL again). Its last error message is gone afterwards.
  public static func release() {
    SDL_TLSCleanup()
  }

  /// The calling thread's last SDL error message; empty when there is none.
  public static var lastError: String {
    String(cString: SDL_GetError())
  }
}
