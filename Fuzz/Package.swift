// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for Tunnel's readers of untrusted bytes: the map assets,
// scripts, the saved dig site and places, typed coordinates and storyboards; and one
// that plays scripts as sessions, checking the app's invariants. A package of its own so
// that `make test` never builds it; `make fuzz` builds and runs it.
//
// Each fuzzer is an executable with no `main`: it defines
// `LLVMFuzzerTestOneInput`, and `-sanitize=fuzzer` links libFuzzer's `main`
// (so the flag is needed at link time too). The flags here reach only this
// package's targets, so `make fuzz` also passes `-Xswiftc
// -sanitize=fuzzer,address` to `swift build`: then Tunnel's own modules, the
// code under test, are instrumented for coverage and checked by
// AddressSanitizer too (as one flag: swiftc keeps only the last -sanitize=),
// and `--sanitize fuzzer`, without which SwiftPM renames each target's
// `main` and the link fails.

let sanitizers = ["-sanitize=fuzzer,address"]

func fuzzer(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
  .executableTarget(
    name: name,
    dependencies: ["FuzzSupport"] + dependencies,
    swiftSettings: [.unsafeFlags(sanitizers + ["-parse-as-library"])],
    linkerSettings: [.unsafeFlags(sanitizers)])
}

let geo = Target.Dependency.product(name: "Geo", package: "Tunnel")
let app = Target.Dependency.product(name: "TunnelApp", package: "Tunnel")
let viewKit = Target.Dependency.product(name: "ViewKit", package: "Tunnel")

let package = Package(
  name: "TunnelFuzz",
  products: [
    .executable(name: "fuzz-world", targets: ["FuzzWorld"]),
    .executable(name: "fuzz-places", targets: ["FuzzPlaces"]),
    .executable(name: "fuzz-countries", targets: ["FuzzCountries"]),
    .executable(name: "fuzz-seas", targets: ["FuzzSeas"]),
    .executable(name: "fuzz-oceans", targets: ["FuzzOceans"]),
    .executable(name: "fuzz-script", targets: ["FuzzScript"]),
    .executable(name: "fuzz-dig-site", targets: ["FuzzDigSite"]),
    .executable(name: "fuzz-saved-places", targets: ["FuzzSavedPlaces"]),
    .executable(name: "fuzz-coordinate", targets: ["FuzzCoordinate"]),
    .executable(name: "fuzz-storyboard", targets: ["FuzzStoryboard"]),
    .executable(name: "fuzz-session", targets: ["FuzzSession"]),
  ],
  dependencies: [
    .package(name: "Tunnel", path: "..")
  ],
  targets: [
    // What the asset fuzzers share: the header repair and the checks on errors.
    .target(
      name: "FuzzSupport", dependencies: [geo],
      swiftSettings: [.unsafeFlags(sanitizers)]),
    fuzzer("FuzzWorld", [geo]),
    fuzzer("FuzzPlaces", [geo]),
    fuzzer("FuzzCountries", [geo]),
    fuzzer("FuzzSeas", [geo]),
    fuzzer("FuzzOceans", [geo]),
    fuzzer("FuzzScript", [app]),
    fuzzer("FuzzDigSite", [app]),
    fuzzer("FuzzSavedPlaces", [app]),
    fuzzer("FuzzCoordinate", [geo]),
    fuzzer("FuzzStoryboard", [viewKit]),
    fuzzer("FuzzSession", [app]),
  ],
  swiftLanguageModes: [.v6]
)
