// swift-tools-version: 6.2
// The news-list teaching kit: one app, six tellings, only the toolchain.
// No package dependencies on purpose: learners build offline and can read every line.
// `Sources` holds the six tellings, the three modules they share and teach (NewsCore,
// Observing, TerminalUI), the executables, a lesson's demo (`Demos`), and in `Tooling` the
// kit's own machinery: the shell, --trace, the stage, the lessons and the exercises.
import PackageDescription

/// Swift 6 language mode brings complete strict concurrency; `any` is spelled out everywhere.
let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

/// The six tellings, each a library and a small executable. Tellings never import each other.
let variants: [(library: String, executable: String)] = [
  (library: "MVCNews", executable: "mvc"),
  (library: "MVVMNews", executable: "mvvm"),
  (library: "MVPNews", executable: "mvp"),
  (library: "MVPtoMVVMNews", executable: "mvp-mvvm"),
  (library: "MVVMObservableNews", executable: "mvvm-observable"),
  (library: "UnidirectionalNews", executable: "unidirectional"),
]

/// Demos compiled with a telling, to reach its own types, but kept out of its folder so the
/// telling reads as an app would: MVVM's naive cells, lesson 6's bug for `--naive-cells`. Such a
/// telling's target reads `Sources`, its own folder and its demo's, and leaves out the others
/// (the end of this file).
let demos: [String: String] = ["MVVMNews": "Demos/MVVMNaiveCells"]

/// A variant's library, its executable of a few lines, and its test target.
func variantTargets(library: String, executable: String) -> [Target] {
  [
    .target(
      name: library, dependencies: ["NewsCore", "Observing", "Tracing", "TerminalUI", "AppShell"],
      path: demos[library] == nil ? nil : "Sources",
      sources: demos[library].map { [library, $0] },
      swiftSettings: strict),
    .executableTarget(
      name: executable, dependencies: ["AppShell", .target(name: library)], swiftSettings: strict),
    .testTarget(
      name: library + "Tests",
      dependencies: [
        .target(name: library), "NewsCore", "FeedReader", "Observing", "Tracing", "TerminalUI",
        "AppShell", "NewsTestSupport", "ExerciseSupport",
      ],
      swiftSettings: strict),
  ]
}

/// The modules an exercise may import, besides the toolchain's.
let exerciseModules = ["Observing", "Tracing", "NewsCore", "TerminalUI", "ExerciseSupport"]

let package = Package(
  name: "NewsArchitectures",
  // iOS for the iOS edition (iOS/), which builds the shared domain and observation tools there.
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: variants.map { .executable(name: $0.executable, targets: [$0.executable]) } + [
    .executable(name: "kit", targets: ["kit"]),
    .executable(name: "stage", targets: ["stage"]),
    // What an exercise is compiled against: the shared targets, prebuilt once as one dynamic
    // library, so `kit exercise` compiles only the learner's files and the tests.
    .library(name: "ExerciseKit", type: .dynamic, targets: exerciseModules),
    // The same targets for each exercise folder, a package of its own on this product
    // (Exercises/NN-name/Package.swift), for Xcode, VS Code and `swift test`; none of its files
    // is in a target of this package, so a learner's unfinished code never breaks `make run` or
    // `make test`. Linked as SwiftPM decides: Swift Build 6.3 on Linux names a dynamic
    // library `/libExerciseKit.so` inside itself, which no program linked with it can load.
    .library(name: "ExerciseModules", targets: exerciseModules),
    // What the iOS edition's package (iOS/Package.swift) builds on.
    .library(name: "NewsCore", targets: ["NewsCore"]),
    .library(name: "Observing", targets: ["Observing"]),
    .library(name: "FeedReader", targets: ["FeedReader"]),
    // What the mutation runner's package (Mutants/Package.swift) builds on.
    .library(name: "SwiftSource", targets: ["SwiftSource"]),
  ],
  targets: [
    // The shared domain: items, fixture, fetcher + parser, timed mock sources, injected time.
    .target(
      name: "NewsCore", dependencies: ["Observing"], resources: [.copy("Resources/news.json")],
      swiftSettings: strict),
    // Observation tools the lessons teach: key-path observing, bindable values, signals, tokens,
    // bags. Their one hook for --trace is ObservationHook.swift.
    .target(name: "Observing", swiftSettings: strict),
    // The message trace of --trace: it watches Observing through its hook, and the seams of
    // TerminalUI and each telling's Tracing.swift record into it.
    .target(
      name: "Tracing", dependencies: ["Observing"],
      path: "Sources/Tooling/Tracing", swiftSettings: strict),
    // The stand-in for UIKit: view controllers, table view with cell reuse, two renderers.
    .target(name: "TerminalUI", dependencies: ["Observing", "Tracing"], swiftSettings: strict),
    // The kit's own JSON feed reader behind NewsCore's parser protocol: a pull reader that goes
    // straight from bytes to stories, for the big-feed benchmark and exact error messages.
    .target(
      name: "FeedReader", dependencies: ["NewsCore"],
      path: "Sources/Tooling/FeedReader", swiftSettings: strict),
    // What every executable shares: the command-line contract, scripted and interactive runs.
    .target(
      name: "AppShell",
      dependencies: ["NewsCore", "FeedReader", "Observing", "TerminalUI", "Tracing"],
      path: "Sources/Tooling/AppShell", swiftSettings: strict),
    // The stage `make run` starts: every telling side by side on one clock, paused and stepped
    // message by message; without a terminal, a plain-text tour.
    .target(
      name: "SideBySide",
      dependencies: ["AppShell", "NewsCore", "Observing", "TerminalUI", "Tracing"],
      path: "Sources/Tooling/SideBySide", swiftSettings: strict),

    // `make run`: every variant side by side, the same keys driving all of them, and nothing else
    // (so the first `make run` builds no tooling).
    .executableTarget(
      name: "stage",
      dependencies: ["AppShell", "SideBySide"] + variants.map { .target(name: $0.library) },
      swiftSettings: strict),
    // The learner's command: the stage alone, the exercises, the lessons and the iOS edition.
    .executableTarget(
      name: "kit",
      dependencies: [
        "AppShell", "SideBySide", "ExerciseRunner", "IOSEdition", "LessonKit", "TerminalUI",
      ] + variants.map { .target(name: $0.library) },
      swiftSettings: strict),

    // Unified diffs of two texts: the exercises' "your code against the reference", the lessons.
    .target(name: "TextDiff", path: "Sources/Tooling/TextDiff", swiftSettings: strict),
    // `make ios`: the tellings and the exercises' solutions as they are written on iOS (iOS/).
    .target(name: "IOSEdition", path: "Sources/Tooling/IOSEdition", swiftSettings: strict),
    // `make lessons`: the lessons' Markdown, made from their sources and the real code.
    .target(
      name: "LessonKit",
      dependencies: [
        "AppShell", "Observing", "Spawning", "SwiftSource", "TerminalUI", "TextDiff", "Tracing",
      ],
      path: "Sources/Tooling/LessonKit", swiftSettings: strict),
    // The one reader of Swift source and the one hash the kit writes itself, for the lessons and
    // the mutation runner (Mutants/, which builds on this product).
    .target(name: "SwiftSource", path: "Sources/Tooling/SwiftSource", swiftSettings: strict),
    // `kit exercises`, `kit exercise NAME`, `kit watch NAME`, hints, reset, and the CI check; its
    // README.md is the map of its layers.
    // TerminalUI for one thing only: making a child's output safe to show, as fixture text is.
    .target(
      name: "ExerciseRunner",
      dependencies: ["TextDiff", "Spawning", "TerminalUI"],
      path: "Sources/Tooling/ExerciseRunner", exclude: ["README.md"], swiftSettings: strict),
    // Starting another program, for the exercise runner, the fuzzer, the benchmarks and the
    // terminal tests: posix_spawn, its streams where the caller says, every signal at default.
    .target(name: "Spawning", path: "Sources/Tooling/Spawning", swiftSettings: strict),
    // The one recorder of outputs over time and the exhaustive test store of a reducer, for the
    // tellings' tests and the exercises' alike.
    .target(
      name: "ExerciseSupport", dependencies: ["Observing"],
      path: "Sources/Tooling/ExerciseSupport", swiftSettings: strict),

    // `make bench`: frame cost, long stories, start-up, memory, and the test suite's speed.
    .executableTarget(
      name: "bench",
      dependencies: ["TerminalUI", "NewsCore", "AppShell", "MVCNews", "Spawning"],
      path: "Benchmarks/bench", swiftSettings: strict),
    // `make bench`'s last part: save → result on the screen of `kit watch`, per exercise.
    .executableTarget(
      name: "watch-bench", dependencies: ["ExerciseRunner", "Spawning", "TextDiff"],
      path: "Benchmarks/watch-bench", swiftSettings: strict),
    // `make exercises-ci`'s last part: sourcekit-lsp sees every learner file, as an editor does.
    .executableTarget(
      name: "editor-check", dependencies: ["ExerciseRunner", "Spawning", "TextDiff"],
      path: "Scripts/editor-check", swiftSettings: strict),
    // `make fuzz`: hostile feeds and random scripts against every variant's executable.
    .executableTarget(
      name: "fuzz", dependencies: ["TerminalUI", "Spawning"], path: "Fuzz/fuzz",
      swiftSettings: strict),

    // Fakes the variant and acceptance tests share: scripted service, recording loader, stories;
    // and a pseudo-terminal for the tests that drive a real app, or a shell, on one.
    .target(
      name: "NewsTestSupport",
      dependencies: ["NewsCore", "Observing", "AppShell", "TerminalUI", "Spawning"],
      path: "Tests/NewsTestSupport", swiftSettings: strict),
    .testTarget(
      name: "NewsCoreTests",
      dependencies: ["NewsCore", "FeedReader", "Observing", "NewsTestSupport", "Tracing"],
      swiftSettings: strict),
    .testTarget(
      name: "FeedReaderTests", dependencies: ["FeedReader", "NewsCore", "NewsTestSupport"],
      swiftSettings: strict),
    .testTarget(name: "ObservingTests", dependencies: ["Observing"], swiftSettings: strict),
    .testTarget(
      name: "TracingTests", dependencies: ["Tracing", "Observing"], swiftSettings: strict),
    .testTarget(
      name: "TerminalUITests",
      dependencies: ["TerminalUI", "Observing", "NewsTestSupport", "Spawning", "Tracing"],
      swiftSettings: strict),
    .testTarget(name: "TextDiffTests", dependencies: ["TextDiff"], swiftSettings: strict),
    .testTarget(name: "SwiftSourceTests", dependencies: ["SwiftSource"], swiftSettings: strict),
    .testTarget(name: "IOSEditionTests", dependencies: ["IOSEdition"], swiftSettings: strict),
    .testTarget(name: "SpawningTests", dependencies: ["Spawning"], swiftSettings: strict),
    .testTarget(
      name: "ExerciseRunnerTests",
      dependencies: ["ExerciseRunner", "Spawning", "TextDiff", "NewsTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "LessonKitTests",
      dependencies: ["LessonKit", "AppShell"] + variants.map { .target(name: $0.library) },
      swiftSettings: strict),
    .testTarget(
      name: "ExerciseSupportTests", dependencies: ["ExerciseSupport", "Observing"],
      swiftSettings: strict),
    .testTarget(
      name: "AppShellTests",
      dependencies: [
        "AppShell", "FeedReader", "NewsCore", "Observing", "TerminalUI", "MVCNews",
        "NewsTestSupport", "Tracing",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "SideBySideTests",
      dependencies: [
        "SideBySide", "AppShell", "NewsCore", "Observing", "TerminalUI", "MVCNews",
        "NewsTestSupport", "Tracing",
      ],
      swiftSettings: strict),
    // One set of scenarios, every variant, identical frames, no exemptions.
    .testTarget(
      name: "AcceptanceTests",
      dependencies: ["AppShell", "SideBySide", "NewsCore", "NewsTestSupport", "TerminalUI"]
        + variants.map { .target(name: $0.library) },
      exclude: ["TraceSnapshots"], swiftSettings: strict),
  ] + variants.flatMap { variantTargets(library: $0.library, executable: $0.executable) },
  swiftLanguageModes: [.v6]
)

for target in package.targets where demos[target.name] != nil {
  target.exclude = package.targets.filter {
    $0.type != Target.TargetType.test && $0.name != target.name
  }.compactMap {
    guard let path = $0.path else { return $0.name }
    return path.hasPrefix("Sources/") ? String(path.dropFirst("Sources/".count)) : nil
  }
}
