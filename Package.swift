// swift-tools-version: 6.2
// The news-list teaching kit: one app, four architectures, only the toolchain.
// No package dependencies on purpose: learners build offline and can read every line.
import PackageDescription

/// Swift 6 language mode brings complete strict concurrency; `any` is spelled out everywhere.
let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

/// The four tellings: library, executable. Variants never import each other.
let variants = [
  ("MVCNews", "mvc"),
  ("MVVMNews", "mvvm"),
  ("MVPNews", "mvp"),
  ("MVPtoMVVMNews", "mvp-mvvm"),
]

/// A variant's library, its executable of a few lines, and its test target.
func variantTargets(library: String, executable: String) -> [Target] {
  [
    .target(
      name: library, dependencies: ["NewsCore", "Observing", "TerminalUI", "AppShell"],
      swiftSettings: strict),
    .executableTarget(
      name: executable, dependencies: ["AppShell", .target(name: library)], swiftSettings: strict),
    .testTarget(
      name: library + "Tests",
      dependencies: [
        .target(name: library), "NewsCore", "Observing", "TerminalUI", "AppShell",
        "NewsTestSupport",
      ],
      swiftSettings: strict),
  ]
}

let package = Package(
  name: "NewsArchitectures",
  platforms: [.macOS(.v14)],
  products: variants.map { .executable(name: $0.1, targets: [$0.1]) } + [
    .executable(name: "kit", targets: ["kit"])
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
    // What every executable shares: the command-line contract, scripted and interactive runs.
    .target(name: "AppShell", dependencies: ["NewsCore", "TerminalUI"], swiftSettings: strict),

    // `make run`: every variant side by side, the same keys driving all four.
    .executableTarget(
      name: "kit", dependencies: ["AppShell"] + variants.map { .target(name: $0.0) },
      swiftSettings: strict),

    // `make bench`: frame cost, long stories, start-up, memory, and the test suite's speed.
    .executableTarget(
      name: "bench", dependencies: ["TerminalUI", "NewsCore", "AppShell", "MVCNews"],
      path: "Benchmarks/bench", swiftSettings: strict),
    // `make fuzz`: hostile feeds and random scripts against every variant's executable.
    .executableTarget(
      name: "fuzz", dependencies: ["TerminalUI"], path: "Fuzz/fuzz", swiftSettings: strict),

    // Fakes the variant and acceptance tests share: scripted service, recording loader, stories.
    .target(
      name: "NewsTestSupport", dependencies: ["NewsCore", "Observing"],
      path: "Tests/NewsTestSupport", swiftSettings: strict),
    .testTarget(
      name: "NewsCoreTests", dependencies: ["NewsCore", "NewsTestSupport"], swiftSettings: strict),
    .testTarget(name: "ObservingTests", dependencies: ["Observing"], swiftSettings: strict),
    .testTarget(
      name: "TerminalUITests", dependencies: ["TerminalUI", "NewsTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "AppShellTests", dependencies: ["AppShell", "NewsCore", "TerminalUI", "MVCNews"],
      swiftSettings: strict),
    // One set of scenarios, every variant, identical frames, no exemptions.
    .testTarget(
      name: "AcceptanceTests",
      dependencies: ["AppShell", "NewsCore", "NewsTestSupport", "TerminalUI"]
        + variants.map { .target(name: $0.0) },
      swiftSettings: strict),
  ] + variants.flatMap { variantTargets(library: $0.0, executable: $0.1) },
  swiftLanguageModes: [.v6]
)
