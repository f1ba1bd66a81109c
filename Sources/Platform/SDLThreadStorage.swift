internal import CSDL2
import Foundation

/// SDL keeps a table of values for each thread that calls it (the last
/// error and its message, the GL context current there), and frees it only
/// for threads SDL started itself and, in `SDL_Quit`, for the thread that
/// calls that. A thread SDL did not start that ends with a table leaves it
/// behind (three blocks, 158 bytes). The app calls SDL from its main thread
/// and from background workers that never end (ViewKit's
/// BackgroundWorkers), but tests run on the threads of Dispatch's pool
/// (an async `main` gives the main thread up, and the main actor's jobs run
/// on pool threads), which end when idle: LeakSanitizer reported such a
/// table at the end of the app's tests, holding the software renderer's
/// "Parameter 'height' is invalid" (set inside SDL's own drawing of the
/// triangles it was given).
///
/// So, on any thread but the main one, Platform gives the calling thread's
/// table back (`SDL_TLSCleanup`, which SDL provides for threads it did not
/// start) when a piece of SDL work there is over: an error message read
/// (`sdlErrorMessage`), a renderer destroyed, a context stopped. SDL makes
/// a new table when it next needs one (the GL renderer makes its context
/// current again). The main thread keeps its table until `SDL_Quit`.
func releaseSDLThreadStorage() {
  guard !Thread.isMainThread else { return }
  SDL_TLSCleanup()
}
