// swift-tools-version: 6.0
// The news-list teaching kit: one app, four architectures, only the toolchain.
// No package dependencies on purpose: learners build offline and can read every line.
import PackageDescription

/// Settings every target shares: Swift 6 language mode (complete strict concurrency is its default).
let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
  name: "NewsArchitectures",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "mvc", targets: ["mvc"])
  ],
  targets: [
    // The shared domain: items, fixture, fetcher + parser, timed mock sources, injected time.
    .target(
      name: "NewsCore", dependencies: ["Observing"], resources: [.copy("Resources/news.json")],
      swiftSettings: strict),
    // Observation tools the lessons teach: key-path observing, bindable values, tokens, bags.
    .target(name: "Observing", swiftSettings: strict),
    // The stand-in for UIKit: view controllers, table view with cell reuse, two renderers.
    .target(name: "TerminalUI", dependencies: ["Observing"], swiftSettings: strict),
    // What every variant's executable shares: the command-line contract, scripted and interactive runs.
    .target(name: "AppShell", dependencies: ["NewsCore", "TerminalUI"], swiftSettings: strict),

    // The variants. They never import each other.
    .target(
      name: "MVCNews", dependencies: ["NewsCore", "Observing", "TerminalUI", "AppShell"],
      swiftSettings: strict),

    .executableTarget(name: "mvc", dependencies: ["AppShell", "MVCNews"], swiftSettings: strict),
    .executableTarget(
      name: "bench", dependencies: ["TerminalUI"], path: "Benchmarks/bench", swiftSettings: strict),

    .testTarget(name: "NewsCoreTests", dependencies: ["NewsCore"], swiftSettings: strict),
    .testTarget(name: "ObservingTests", dependencies: ["Observing"], swiftSettings: strict),
    .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI"], swiftSettings: strict),
    .testTarget(
      name: "MVCNewsTests", dependencies: ["MVCNews", "NewsCore", "TerminalUI", "AppShell"],
      swiftSettings: strict),
    .testTarget(
      name: "AcceptanceTests", dependencies: ["AppShell", "NewsCore", "TerminalUI", "MVCNews"],
      swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
