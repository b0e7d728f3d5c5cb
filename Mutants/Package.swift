// swift-tools-version: 6.2
// `make mutants`: the kit's mutation runner, a package of its own so that `make test` neither
// builds nor runs it. It changes the tellings and the modules they teach in small ways a bug
// would, builds each change against the kit's own build, and counts the changes no test notices.
// Only the toolchain, like the kit.
import PackageDescription

let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
  name: "Mutants",
  platforms: [.macOS(.v14)],
  targets: [
    // Finding mutants in Swift source, building and testing each, keeping the results.
    .target(name: "Mutation", swiftSettings: strict),
    // The command: `mutants [--sample N] [--jobs N] [--only TEXT]`, run from the kit's folder.
    .executableTarget(name: "mutants", dependencies: ["Mutation"], swiftSettings: strict),
    .testTarget(name: "MutationTests", dependencies: ["Mutation"], swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
