/// What is mutated, and which tests check each module's mutants, in the order they run: a
/// mutant is killed by the first stage that fails, so the quick tests of its own module go
/// first and the slower acceptance scenarios only see the mutants those let through.
public struct Scope: Sendable {
  /// A module whose files are mutated.
  public struct Module: Sendable {
    public let name: String
    /// Whether it is one of the six tellings (the 95% bar is theirs), or a module they share.
    public let isTelling: Bool
    public let stages: [Stage]
  }

  /// Tests run against a mutant, as one run of the test program.
  public struct Stage: Sendable, Hashable {
    /// How the report names it: the test target, or "acceptance".
    public let name: String
    /// Swift Testing's filters: patterns of test ids (`MVPNewsTests.LifetimeTests/...`).
    public let filters: [String]
    /// Patterns of the test ids among those to leave out.
    public var skips: [String] = []
    /// The XCTest classes to run too (`MVPtoMVVMNewsTests.StateSequenceXCTests`), found in the
    /// test target's files.
    public var testCases: [String] = []
  }

  public let modules: [Module]

  /// The files the runner leaves alone, each with why.
  public static let leftAlone: [(suffix: String, reason: String)] = [
    // DESIGN.md: everything --trace needs sits in one file per telling, beside the teaching code;
    // its own snapshots pin it. The same for Observing's hook for --trace.
    ("/Tracing.swift", "--trace's assembly, beside the teaching code"),
    ("/ObservationHook.swift", "the hook --trace watches Observing through"),
  ]

  /// The tellings, and the two modules they share and teach.
  public static let kit: Scope = {
    let tellings = [
      "MVCNews", "MVVMNews", "MVPNews", "MVPtoMVVMNews", "MVVMObservableNews", "UnidirectionalNews",
    ]
    // The scenarios every telling runs, but the stage's two suites: they take most of a minute,
    // drive the stage rather than a telling, and see nothing of a telling the others do not.
    let acceptance = Stage(
      name: "AcceptanceTests", filters: [#"^AcceptanceTests\."#],
      skips: [#"^AcceptanceTests\.(StageScenarios|StepModeScenarios)"#])
    let tellingTests = Stage(
      name: "the tellings' tests", filters: tellings.map { "^\($0)Tests\\." })
    return Scope(
      modules: tellings.map { telling in
        Module(
          name: telling, isTelling: true,
          stages: [Stage(name: telling + "Tests", filters: ["^\(telling)Tests\\."]), acceptance])
      } + [
        Module(
          name: "NewsCore", isTelling: false,
          stages: [
            Stage(name: "NewsCoreTests", filters: [#"^NewsCoreTests\."#, #"^FeedReaderTests\."#]),
            tellingTests, acceptance,
          ]),
        Module(
          name: "Observing", isTelling: false,
          stages: [
            Stage(
              name: "ObservingTests",
              filters: [#"^ObservingTests\."#, #"^ExerciseSupportTests\."#, #"^TracingTests\."#]),
            tellingTests, acceptance,
          ]),
      ])
  }()

  /// The test targets a module's stages run.
  public func testTargets(of module: Module) -> [String] {
    module.stages.flatMap(\.filters).compactMap { filter in
      let name = filter.drop(while: { $0 == "^" }).prefix(while: { $0.isLetter || $0.isNumber })
      return name.isEmpty ? nil : String(name)
    }
  }
}
