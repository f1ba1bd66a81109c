// swift-tools-version:6.0
import PackageDescription

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
  ],
  targets: [
    // C system libraries, found through pkg-config. Only Platform imports them.
    .systemLibrary(
      name: "CSDL2", pkgConfig: "sdl2",
      providers: [.apt(["libsdl2-dev"])]),
    .systemLibrary(
      name: "CSDL2TTF", pkgConfig: "SDL2_ttf",
      providers: [.apt(["libsdl2-ttf-dev"])]),
    .systemLibrary(
      name: "CSDL2Image", pkgConfig: "SDL2_image",
      providers: [.apt(["libsdl2-image-dev"])]),
    // glibc's malloc.h (mallinfo2): the heap's statistics for `tunnel bench`.
    .systemLibrary(name: "CMalloc"),

    // The SDL2 windowing layer: the one module that speaks C.
    .target(name: "Platform", dependencies: ["CSDL2", "CSDL2TTF", "CSDL2Image", "CMalloc"]),
    // A retained view tree in UIKit's image, in pure Swift.
    .target(name: "ViewKit", dependencies: ["Platform"], exclude: ["README.md"]),
    // Coordinates, projection and the readers of the map assets, in pure Swift.
    .target(name: "Geo"),
    // The world map view, on ViewKit and Geo.
    .target(name: "Map", dependencies: ["ViewKit", "Geo"]),
    // The app's controllers, script runner and state: a library, so the
    // end-to-end tests can drive it headless.
    .target(name: "TunnelApp", dependencies: ["ViewKit", "Geo", "Map"]),
    // The `tunnel` command.
    .executableTarget(
      name: "Tunnel",
      dependencies: [
        "ViewKit", "Geo", "Map", "TunnelApp",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
      ]),

    .testTarget(name: "PlatformTests", dependencies: ["Platform"]),
    .testTarget(name: "ViewKitTests", dependencies: ["ViewKit"]),
    .testTarget(name: "GeoTests", dependencies: ["Geo"]),
    .testTarget(name: "MapTests", dependencies: ["Map"]),
    .testTarget(name: "TunnelAppTests", dependencies: ["TunnelApp"]),
  ],
  swiftLanguageModes: [.v6]
)
