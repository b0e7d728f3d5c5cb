import Foundation

/// One of the exercise commands of `kit`, described for `kit help`.
public struct ExerciseCommand: Sendable {
  /// The word after `kit`.
  public let name: String
  /// What follows the name, as usage shows it: `NAME`, `[NAME]`.
  public let arguments: String
  /// One line on what it does.
  public let summary: String
  /// How many words may follow the name.
  let accepted: ClosedRange<Int>
  /// Does it, with the words after the name.
  let perform: @Sendable (ExerciseSession, [String]) throws -> ExitCode

  init(
    name: String, arguments: String, summary: String, accepted: ClosedRange<Int>? = nil,
    perform: @escaping @Sendable (ExerciseSession, [String]) throws -> ExitCode
  ) {
    self.name = name
    self.arguments = arguments
    self.summary = summary
    self.accepted =
      accepted ?? (arguments.isEmpty ? 0...0 : arguments.hasPrefix("[") ? 0...1 : 1...1)
    self.perform = perform
  }

  /// `kit hint [NAME]`.
  public var usage: String { arguments.isEmpty ? "kit \(name)" : "kit \(name) \(arguments)" }
}

/// The exercise runner: `kit exercises`, `kit exercise NAME`, `kit watch NAME`,
/// `kit hint NAME`, `kit reset NAME`, `kit run NAME`, and the maintainers' checks.
public enum ExerciseTool {
  /// The commands, in the order `kit help` lists them.
  public static let commands = [
    ExerciseCommand(
      name: "exercises", arguments: "",
      summary: "your progress through the exercises, and what to do next"
    ) { session, _ in try session.showProgress() },
    ExerciseCommand(
      name: "exercise", arguments: "[NAME]",
      summary: "check one exercise (the current one without NAME)"
    ) { session, words in try session.check(named: words.first) },
    ExerciseCommand(
      name: "watch", arguments: "[NAME]", summary: "check an exercise again on every save"
    ) { session, words in try session.watch(named: words.first) },
    ExerciseCommand(
      name: "hint", arguments: "[NAME]", summary: "show one more hint"
    ) { session, words in try session.hint(named: words.first) },
    ExerciseCommand(
      name: "reset", arguments: "[--list] NAME",
      summary: "put an exercise's starter code back (yours is saved); --list: the saved ones",
      accepted: 1...2
    ) { session, words in
      switch words.count {
      case 1: return try session.reset(named: words[0])
      case _ where words[0] == "--list": return try session.listSavedVersions(named: words[1])
      default:
        throw SessionError(
          description: "usage: kit reset [--list] NAME (not '\(TerminalSafe.text(words[0]))')",
          exitCode: .usage)
      }
    },
    ExerciseCommand(
      name: "run", arguments: "NAME", summary: "run an exercise as an app (the clock)"
    ) { session, words in try session.runApp(named: words[0]) },
    ExerciseCommand(
      name: "check-exercises", arguments: "",
      summary: "for CI: starters fail as declared, solutions pass, nothing is missing"
    ) { session, _ in try session.audit() },
    ExerciseCommand(
      name: "record-exercises", arguments: "",
      summary: "for maintainers: record the exercises' tests and solutions as committed"
    ) { session, _ in try session.recordExercises() },
  ]

  /// Runs `kit ARGUMENTS`, where the first argument names one of `commands`, in the kit that
  /// holds `directory` (the current folder when `nil`). Returns the exit code; never traps on
  /// bad input. A check stopped by Ctrl-C tidies up, then ends the process by the same signal.
  public static func run(
    _ arguments: [String], console: RunnerConsole, directory: URL? = nil
  ) -> Int32 {
    guard let word = arguments.first, let command = commands.first(where: { $0.name == word })
    else {
      console.writeError(
        "kit: '\(TerminalSafe.text(arguments.first ?? ""))' is not an exercise command\n")
      return ExitCode.usage.rawValue
    }
    let rest = Array(arguments.dropFirst())
    guard command.accepted.contains(rest.count) else {
      console.writeError("kit: usage: \(command.usage)\n")
      return ExitCode.usage.rawValue
    }
    return session(in: directory, console: console) { try command.perform($0, rest) }
  }

  /// Runs `body` with a session on the kit that holds `directory` (the current folder when
  /// `nil`), as every command runs: ended with its parent, a signal tidied up after, every
  /// error said in one line with its exit code.
  static func session(
    in directory: URL?, console: RunnerConsole, _ body: (ExerciseSession) throws -> ExitCode
  ) -> Int32 {
    let catalog: ExerciseCatalog
    do {
      catalog = try directory.map(ExerciseCatalog.find(from:)) ?? ExerciseCatalog.find()
    } catch {
      console.writeError("kit: \(error)\n")
      return ExitCode.noInput.rawValue
    }
    Interruption.install()
    Interruption.endWithParent()
    let session = ExerciseSession(catalog: catalog, console: console)
    do {
      return try body(session).rawValue
    } catch let interruption as Interruption.Interrupted {
      Interruption.end(by: interruption)
    } catch let gone as JobOwner.Gone {
      return gone.exitCode
    } catch let error as SessionError {
      console.writeError(Interruption.newLineIfOpen() + "kit: \(error)\n")
      return error.exitCode.rawValue
    } catch let problem as ResourceProblem {
      console.writeError(Interruption.newLineIfOpen() + "kit: \(problem)\n")
      return problem.exitCode.rawValue
    } catch {
      console.writeError(Interruption.newLineIfOpen())
      // A file the runner could not read or write, in the learner's words.
      if let problem = error as? FileProblem ?? FileProblem(foundationError: error) {
        console.writeError("kit: \(problem)\n")
        return problem.exitCode.rawValue
      }
      console.writeError("kit: \(error)\n")
      return ExitCode.unavailable.rawValue
    }
  }
}

extension ExerciseSession {
  /// Runs one of the maintainers' tools built on the runner, `watch-bench` or `editor-check`,
  /// with `arguments` (as many as `accepted` allows, or `usage` is said) as kit runs its
  /// commands, writing plainly to the standard streams.
  package static func runTool(
    _ arguments: [String], usage: String, accepted: ClosedRange<Int> = 0...0,
    _ body: (ExerciseSession) throws -> ExitCode
  ) -> Int32 {
    let console = RunnerConsole(
      isTerminal: isatty(STDOUT_FILENO) == 1, color: false,
      write: { FileHandle.standardOutput.write(Data($0.utf8)) },
      writeError: { FileHandle.standardError.write(Data($0.utf8)) })
    guard accepted.contains(arguments.count), arguments.allSatisfy({ !$0.hasPrefix("-") }) else {
      console.writeError("usage: \(usage)\n")
      return ExitCode.usage.rawValue
    }
    return ExerciseTool.session(in: nil, console: console, body)
  }
}
