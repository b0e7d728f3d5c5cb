// swift-tools-version: 6.2
// Exercise 01 as a package of its own: open this folder in Xcode or VS Code, or run
// `swift build` and `swift test` in it. `make exercise` and `make watch` check the same files.
import PackageDescription

/// Swift 6 language mode, as in the kit; `any` spelled out.
let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]
/// The kit's modules an exercise builds on: Observing, NewsCore, TerminalUI, ExerciseSupport.
let kit = Target.Dependency.product(name: "ExerciseModules", package: "NewsArchitectures")

let package = Package(
  name: "Exercise01DynamicValue",
  platforms: [.macOS(.v14)],
  // The library Xcode shows a scheme for: your code, which the tests test.
  products: [.library(name: "Exercise01DynamicValue", targets: ["Exercise01DynamicValue"])],
  dependencies: [.package(name: "NewsArchitectures", path: "../..")],
  targets: [
    // Your code: every .swift file in this folder.
    .target(
      name: "Exercise01DynamicValue", dependencies: [kit], path: ".",
      exclude: ["README.md", "HINTS.md", "failing-tests.txt", "Starter", "Solution", "Tests"],
      swiftSettings: strict),
    // The tests: a module of their own, so nothing your files declare changes what they mean.
    .testTarget(
      name: "Exercise01DynamicValueTests", dependencies: ["Exercise01DynamicValue", kit],
      path: "Tests",
      swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
