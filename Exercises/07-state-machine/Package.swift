// swift-tools-version: 6.2
// Exercise 07 as a package of its own: open this folder in Xcode or VS Code, or run
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
  name: "Exercise07StateMachine",
  platforms: [.macOS(.v14)],
  // The library Xcode shows a scheme for: your code, which the tests test.
  products: [.library(name: "Exercise07StateMachine", targets: ["Exercise07StateMachine"])],
  dependencies: [.package(name: "NewsArchitectures", path: "../..")],
  targets: [
    // Your code: every .swift file in this folder but your test.
    .target(
      name: "Exercise07StateMachine", dependencies: [kit], path: ".",
      exclude: notCode + ["FeedStateSequenceTest.swift"], swiftSettings: strict),
    // What your test may use besides your code and the kit: the loader that answers when told.
    .target(
      name: "Exercise07StateMachineTestSupport", dependencies: ["Exercise07StateMachine", kit],
      path: "Tests/Support", swiftSettings: strict),
    // Your test, FeedStateSequenceTest.swift, a module of its own: nothing it declares reaches
    // the tests, which take from it only the function they run.
    .target(
      name: "Exercise07StateMachineFeedStateSequenceTest",
      dependencies: ["Exercise07StateMachine", "Exercise07StateMachineTestSupport", kit],
      path: ".", exclude: notCode + ["FeedState.swift", "FeedViewModel.swift"],
      sources: ["FeedStateSequenceTest.swift"], swiftSettings: strict),
    // The tests: your view model's, and your test's against other view models.
    .testTarget(
      name: "Exercise07StateMachineTests",
      dependencies: [
        "Exercise07StateMachine", "Exercise07StateMachineTestSupport",
        "Exercise07StateMachineFeedStateSequenceTest", kit,
      ],
      path: "Tests", exclude: ["Support"], swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
