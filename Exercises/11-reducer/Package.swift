// swift-tools-version: 6.2
// Exercise 11 as a package of its own: open this folder in Xcode or VS Code, or run
// `swift build` and `swift test` in it. `make exercise` and `make watch` check the same files.
import PackageDescription

/// Swift 6 language mode, as in the kit; `any` spelled out.
let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]
/// The kit's modules an exercise builds on: Observing, NewsCore, TerminalUI, ExerciseSupport.
let kit = Target.Dependency.product(name: "ExerciseModules", package: "NewsArchitectures")
/// What is in this folder besides the code: excluded by name from the targets whose folder it
/// is, as SwiftPM warns of a file it is not told about (a file you add is your code, and is
/// named in that warning until it is listed here too).
let notCode = ["README.md", "HINTS.md", "failing-tests.txt", "Starter", "Solution", "Tests"]

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
      exclude: notCode + ["RefusedLikeTest.swift"], swiftSettings: strict),
    // What your test may use besides your code and the kit: the server that answers when told,
    // and the test store's way of reporting to Swift Testing.
    .target(
      name: "Exercise11ReducerTestSupport", dependencies: ["Exercise11Reducer", kit],
      path: "Tests/Support", swiftSettings: strict),
    // Your test, RefusedLikeTest.swift, a module of its own: nothing it declares reaches
    // the tests, which take from it only the function they run.
    .target(
      name: "Exercise11ReducerRefusedLikeTest",
      dependencies: ["Exercise11Reducer", "Exercise11ReducerTestSupport", kit],
      path: ".", exclude: notCode + ["StoryLike.swift", "StoryLikeReducer.swift"],
      sources: ["RefusedLikeTest.swift"], swiftSettings: strict),
    // The tests: your reducer's, and your test's against other reducers.
    .testTarget(
      name: "Exercise11ReducerTests",
      dependencies: [
        "Exercise11Reducer", "Exercise11ReducerTestSupport",
        "Exercise11ReducerRefusedLikeTest", kit,
      ],
      path: "Tests", exclude: ["Support"], swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
