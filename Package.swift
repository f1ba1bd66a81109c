// swift-tools-version:6.2
import PackageDescription

// The project's own code builds without a warning: any warning is an error
// (`make test`, and so CI, fails on one). Dependencies keep their own.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
  name: "Tunnel",
  products: [
    .executable(name: "tunnel", targets: ["Tunnel"]),
    // For the fuzzers in Fuzz/, a package of their own that depends on this one.
    .library(name: "Geo", targets: ["Geo"]),
    .library(name: "ViewKit", targets: ["ViewKit"]),
    .library(name: "TunnelApp", targets: ["TunnelApp"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // Counts the main thread's allocations per frame for `tunnel bench`
    // (Sources/Tunnel/AllocationCounting.swift).
    .package(url: "https://github.com/ordo-one/malloc-interposer", from: "1.6.1"),
    // `make docs` and `make test` build the DocC reference of ViewKit, Map
    // and Geo (Docs/reference.md).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // C system libraries: each shim includes its header as <SDL2/...> and
    // its module map links the library, so no flags are asked of
    // pkg-config. Its flags for SDL carry -D_REENTRANT, which SwiftPM drops
    // with a warning on every build and glibc does not need (features.h: an
    // obsolete synonym for a POSIX level below the one it selects by
    // default); its -I folders are for headers the shims never include.
    // The Makefile installs the packages with apt.
    .systemLibrary(name: "CSDL2"),
    .systemLibrary(name: "CSDL2TTF"),
    .systemLibrary(name: "CSDL2Image"),
    // glibc's malloc.h (mallinfo2): the heap's statistics for `tunnel bench`.
    .systemLibrary(name: "CMalloc"),

    // The SDL2 windowing layer: the one module that speaks C.
    .target(
      name: "Platform", dependencies: ["CSDL2", "CSDL2TTF", "CSDL2Image", "CMalloc"],
      swiftSettings: strict),
    // A retained view tree in UIKit's image, in pure Swift.
    .target(
      name: "ViewKit", dependencies: ["Platform"], exclude: ["README.md"], swiftSettings: strict),
    // Coordinates, projection and the readers of the map assets, in pure Swift.
    .target(name: "Geo", swiftSettings: strict),
    // The world map view, on ViewKit and Geo.
    .target(name: "Map", dependencies: ["ViewKit", "Geo"], swiftSettings: strict),
    // The app's controllers, script runner and state: a library, so the
    // end-to-end tests can drive it headless.
    .target(
      name: "TunnelApp", dependencies: ["ViewKit", "Geo", "Map"], exclude: ["README.md"],
      swiftSettings: strict),
    // The `tunnel` command.
    .executableTarget(
      name: "Tunnel",
      dependencies: [
        "ViewKit", "Geo", "Map", "TunnelApp",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
      ], swiftSettings: strict),

    .testTarget(name: "PlatformTests", dependencies: ["Platform"], swiftSettings: strict),
    .testTarget(name: "ViewKitTests", dependencies: ["ViewKit"], swiftSettings: strict),
    .testTarget(name: "GeoTests", dependencies: ["Geo"], swiftSettings: strict),
    .testTarget(name: "MapTests", dependencies: ["Map"], swiftSettings: strict),
    .testTarget(name: "TunnelAppTests", dependencies: ["TunnelApp"], swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
