// swift-tools-version: 6.2
// Exercise 11 as a package of its own: open this folder in Xcode or VS Code, or run
// `swift build` and `swift test` in it. `make exercise` and `make watch` check the same files.
import PackageDescription

/// Swift 6 language mode, as in the kit; `any` spelled out.
let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]
/// The kit's modules an exercise builds on: Observing, NewsCore, TerminalUI, ExerciseSupport.
let kit = Target.Dependency.product(name: "ExerciseKit", package: "NewsArchitectures")

let package = Package(
  name: "Exercise11Reducer",
  platforms: [.macOS(.v14)],
  // The library Xcode shows a scheme for: your code, which the tests test.
  products: [.library(name: "Exercise11Reducer", targets: ["Exercise11Reducer"])],
  dependencies: [.package(name: "NewsArchitectures", path: "../..")],
  targets: [
    // Your code: every .swift file in this folder but your test.
    .target(
      name: "Exercise11Reducer", dependencies: [kit], path: ".",
      exclude: [
        "README.md", "HINTS.md", "failing-tests.txt", "Starter", "Solution", "Tests",
        "RefusedLikeTest.swift",
      ],
      swiftSettings: strict),
    // The tests, and the test you write: RefusedLikeTest.swift. The target's folder is this
    // one, so whatever else is in it is excluded by name: SwiftPM warns of a file it is not
    // told about (a file you add is your code, and is named in that warning until it is listed
    // here too).
    .testTarget(
      name: "Exercise11ReducerTests", dependencies: ["Exercise11Reducer", kit], path: ".",
      exclude: [
        "README.md", "HINTS.md", "failing-tests.txt", "Starter", "Solution",
        "StoryLike.swift", "StoryLikeReducer.swift",
      ],
      sources: ["Tests", "RefusedLikeTest.swift"], swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
