import Foundation

/// Where the program's data files are: fonts now, maps later.
///
/// The directory is, in order: `$TUNNEL_ASSETS`; an `Assets` folder next
/// to the executable or above it (a SwiftPM build runs from
/// `.build/debug/`); an `Assets` folder in or above the working directory.
public struct AssetCatalog: Sendable {
  public let directory: String

  public init(directory: String) {
    self.directory = directory
  }

  /// Finds the catalog, or throws an error saying where it looked.
  public static func `default`() throws(PlatformError) -> AssetCatalog {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["TUNNEL_ASSETS"], !explicit.isEmpty {
      return AssetCatalog(directory: explicit)
    }
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let starts = [
      executable.deletingLastPathComponent(),
      URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    ]
    for start in starts {
      if let found = search(upwardFrom: start) { return AssetCatalog(directory: found) }
    }
    throw .unreadableAsset(
      path: "Assets/",
      reason: "not found near the executable or working directory; set TUNNEL_ASSETS")
  }

  private static func search(upwardFrom start: URL) -> String? {
    var directory = start.standardizedFileURL
    for _ in 0..<8 {
      let candidate = directory.appendingPathComponent("Assets")
      let marker = candidate.appendingPathComponent("Fonts/DejaVuSans.ttf").path
      if FileManager.default.fileExists(atPath: marker) { return candidate.path }
      let parent = directory.deletingLastPathComponent()
      if parent.path == directory.path { break }
      directory = parent
    }
    return nil
  }

  /// The full path of a file in the catalog, checked to be readable.
  public func path(_ relative: String) throws(PlatformError) -> String {
    let full = (directory as NSString).appendingPathComponent(relative)
    guard FileManager.default.isReadableFile(atPath: full) else {
      throw .unreadableAsset(path: full, reason: "no such file, or not readable")
    }
    return full
  }
}
