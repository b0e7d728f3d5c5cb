// swift-tools-version: 6.2
// `make mutants`: the kit's mutation runner, a package of its own so that `make test` neither
// builds nor runs it. It changes the tellings and the modules they teach in small ways a bug
// would, builds each change against the kit's own build, and counts the changes no test notices.
// Only the toolchain, like the kit, whose reader of Swift it shares.
import PackageDescription

let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
  name: "Mutants",
  platforms: [.macOS(.v14)],
  // The kit itself, for its reader of Swift source and its hash (SwiftSource): by path, nothing
  // downloaded.
  dependencies: [.package(name: "NewsArchitectures", path: "..")],
  targets: [
    // Finding mutants in Swift source, building and testing each, keeping the results.
    .target(
      name: "Mutation",
      dependencies: [.product(name: "SwiftSource", package: "NewsArchitectures")],
      swiftSettings: strict),
    // The command: `mutants [--sample N] [--jobs N] [--only TEXT]`, run from the kit's folder.
    .executableTarget(name: "mutants", dependencies: ["Mutation"], swiftSettings: strict),
    .testTarget(name: "MutationTests", dependencies: ["Mutation"], swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
