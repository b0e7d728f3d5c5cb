import ExerciseRunner
import Foundation
import Spawning
import TextDiff

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension ExerciseSession {
  /// How many saves each median is taken over.
  static let benchSaves = 10
  /// The longest a median may be: half a second from a save to the result on the screen.
  static let benchLimit = Duration.milliseconds(500)

  /// `watch-bench`, run by `make bench`: for every exercise, the time from a save to
  /// its result on the screen of `kit watch` (what `make watch` runs), as a learner sees it —
  /// a real watch on a pseudo-terminal of 80x24, in a copy of the exercise, the time taken from
  /// the file's write to the last byte of the redrawn screen. The saves alternate a failing and
  /// a passing version of one of the exercise's files, as a learner's edits do:
  ///
  /// - an edit inside a function (the reference solution, and the same with one statement
  ///   taken out, found by trying them: the first whose removal still compiles, fails a test,
  ///   and leaves what the tests see of the module as it was): what most saves are;
  /// - an edit of a declaration (the file as the starter has it, and as the solution has it):
  ///   the tests are compiled again when what they can depend on changed (`ModuleSurface`).
  ///
  /// Prints the median and the longest of each, and fails when a median is over `benchLimit`.
  /// The load average is printed first: on a busy machine every figure is slower.
  func benchExercises(named name: String? = nil) throws -> ExitCode {
    let exercises = try name.map { [try exercise(named: $0)] } ?? catalog.exercises
    let builder = try builder()
    var loads = [Double](repeating: 0, count: 3)
    let loadText = getloadavg(&loads, 3) == 3 ? String(format: "%.2f", loads[0]) : "unknown"
    console.write(
      "save → result on the screen of kit watch (80x24): median and longest of "
        + "\(Self.benchSaves) saves alternating a failing and a passing version; "
        + "load average \(loadText)\n")
    var slow: [String] = []
    for exercise in exercises {
      let copy = try BenchCopy(of: exercise, kit: catalog.packageRoot)
      defer { copy.remove() }
      let inside = try bodyEdit(of: copy.exercise, builder: builder)
      let declaration = try declarationEdit(of: copy.exercise)
      let watch = try WatchOnTerminal(
        kit: URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0])
          .deletingLastPathComponent().appendingPathComponent("kit").path, in: copy.root,
        exercise: exercise.name)
      defer { watch.stop() }
      try watch.waitForResult(before: .now + .seconds(600))
      console.write("  " + exercise.label + "\n")
      for (kind, edit) in [("inside a function", inside), ("of a declaration", declaration)] {
        let label = "    " + Self.column("an edit " + kind, 28)
        guard let edit else {
          console.write(label + "(none found)\n")
          continue
        }
        let times = try watch.times(of: edit, saves: Self.benchSaves).sorted()
        let median = (times[(times.count - 1) / 2] + times[times.count / 2]) / 2
        if median > Self.benchLimit { slow.append("\(exercise.label) (\(kind))") }
        console.write(
          label + "median " + Self.seconds(median) + ", longest "
            + Self.seconds(times.last ?? .zero) + "\n")
      }
      if let inside { console.write("    " + style.dim(inside.description) + "\n") }
    }
    if !slow.isEmpty {
      console.write("Over \(Self.seconds(Self.benchLimit)): " + slow.joined(separator: ", ") + "\n")
    }
    return slow.isEmpty ? .success : .failure
  }

  /// The solution's edit of the first statement, in the files the learner changes first, whose
  /// removal compiles, fails a test and changes only what a function does; `nil` when none does.
  private func bodyEdit(of exercise: Exercise, builder: ExerciseBuilder) throws -> BenchEdit? {
    let module = kit.buildsFolder.appendingPathComponent(
      "\(exercise.id)/learner/\(exercise.moduleName).swiftmodule")
    guard try builder.check(exercise, sources: exercise.learnerFiles()).outcome.isPassed else {
      return nil
    }
    let interface = try? FileAccess.read(module)
    for file in filesLearnersChangeFirst(of: exercise) {
      let passing = try String(contentsOf: file, encoding: .utf8)
      var lines = passing.split(separator: "\n", omittingEmptySubsequences: false)
      for index in lines.indices where Self.isStatement(lines[index]) {
        let removed = lines.remove(at: index)
        defer { lines.insert(removed, at: index) }
        let failing = lines.joined(separator: "\n")
        try FileAccess.write(Array(failing.utf8), to: file)
        defer { try? FileAccess.write(Array(passing.utf8), to: file) }
        guard case .failed = try builder.check(exercise, sources: exercise.learnerFiles()).outcome,
          (try? FileAccess.read(module)) == interface
        else { continue }
        return BenchEdit(
          file: file, failing: failing, passing: passing,
          description:
            "\(file.lastPathComponent):\(index + 1) taken out: "
            + removed.trimmingCharacters(in: .whitespaces))
      }
    }
    return nil
  }

  /// The first file whose starter and solution differ, as the starter has it and as the
  /// solution has it.
  private func declarationEdit(of exercise: Exercise) throws -> BenchEdit? {
    for file in filesLearnersChangeFirst(of: exercise) {
      let starter = try String(
        contentsOf: exercise.starterFolder.appendingPathComponent(file.lastPathComponent),
        encoding: .utf8)
      let solution = try String(contentsOf: file, encoding: .utf8)
      guard starter != solution else { continue }
      return BenchEdit(file: file, failing: starter, passing: solution, description: "")
    }
    return nil
  }

  /// The learner's files whose starter differs from the solution, then the others.
  private func filesLearnersChangeFirst(of exercise: Exercise) -> [URL] {
    let learnersTests = record.learnersTests(of: exercise)
    let files = exercise.learnerFiles().filter { !learnersTests.contains($0.lastPathComponent) }
    let changed = files.filter { file in
      let starter = exercise.starterFolder.appendingPathComponent(file.lastPathComponent)
      return !FileManager.default.contentsEqual(atPath: starter.path, andPath: file.path)
    }
    return changed + files.filter { !changed.contains($0) }
  }

  /// Whether a line looks like a statement of its own inside a function, one that taking out
  /// may leave the code compiling: indented, no brace, no declaration, no `return`.
  private static func isStatement(_ line: Substring) -> Bool {
    let text = line.trimmingCharacters(in: .whitespaces)
    let openers = [
      "//", "case ", "default", "return", "let ", "var ", "guard ", "else", "@", "#", "func ",
      "init", "deinit", "import ", "throw ", "private ", "static ", "override ", "super.init",
    ]
    return line.hasPrefix("    ") && !text.isEmpty && !text.contains("{") && !text.contains("}")
      && !openers.contains(where: text.hasPrefix) && (text.contains("(") || text.contains("="))
  }

  private static func column(_ text: String, _ width: Int) -> String {
    text.padding(toLength: max(width, text.count + 1), withPad: " ", startingAt: 0)
  }

  private static func seconds(_ duration: Duration) -> String {
    String(format: "%.2f s", Double(duration / .milliseconds(1)) / 1000)
  }

}

/// Two versions of one learner file, the failing one and the passing one, that a bench saves
/// in turn.
private struct BenchEdit: Equatable {
  let file: URL
  let failing: String
  let passing: String
  /// What was changed, for the bench's line.
  let description: String
}

/// A copy of the kit for a bench: its manifest, the exercise with the reference solution as the
/// learner's files, and the kit's build: the learner's own work is never touched.
private struct BenchCopy {
  let root: URL
  let exercise: Exercise

  init(of exercise: Exercise, kit: URL) throws {
    let manager = FileManager.default
    root = manager.temporaryDirectory.appendingPathComponent(
      "kit-bench-\(getpid())-\(exercise.id)", isDirectory: true)
    try? manager.removeItem(at: root)
    try manager.createDirectory(
      at: root.appendingPathComponent("Exercises"), withIntermediateDirectories: true)
    try manager.copyItem(
      at: kit.appendingPathComponent("Package.swift"),
      to: root.appendingPathComponent("Package.swift"))
    let folder = root.appendingPathComponent("Exercises/\(exercise.id)", isDirectory: true)
    try manager.copyItem(at: exercise.folder, to: folder)
    for solution in exercise.solutionFiles() {
      let learner = folder.appendingPathComponent(solution.lastPathComponent)
      try? manager.removeItem(at: learner)
      try manager.copyItem(at: solution, to: learner)
    }
    try manager.createSymbolicLink(
      at: root.appendingPathComponent(".build"),
      withDestinationURL: kit.appendingPathComponent(".build"))
    guard let copied = Exercise(folder: folder) else {
      throw SessionError(description: "cannot copy \(exercise.id)", exitCode: .failure)
    }
    self.exercise = copied
  }

  func remove() { try? FileManager.default.removeItem(at: root) }
}

/// `kit watch NAME` on a pseudo-terminal of 80x24, as a terminal emulator runs it: the screen's
/// bytes are read as they arrive.
private final class WatchOnTerminal {
  private let pid: pid_t
  private let primary: Int32
  private var pending: [UInt8] = []

  init(kit: String, in folder: URL, exercise: String) throws {
    guard let terminal = PseudoTerminalPair.make() else {
      throw SessionError(description: "cannot open a pseudo-terminal", exitCode: .unavailable)
    }
    PseudoTerminalPair.setSize(of: terminal.primary, columns: 80, rows: 24)
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm-256color"
    environment["NO_COLOR"] = nil
    ContainedProcess.spawning.lock()
    defer { ContainedProcess.spawning.unlock() }
    defer { close(terminal.secondary) }
    do {
      pid = try ChildProcess.spawn(
        "/bin/sh",
        arguments: [
          "-c", "cd \"$0\" && exec \"$1\" watch \"$2\"", folder.path,
          URL(fileURLWithPath: kit).standardizedFileURL.path, exercise,
        ],
        input: .descriptor(terminal.secondary), output: .descriptor(terminal.secondary),
        error: .sameAsOutput, environment: environment, ownSession: true)
    } catch {
      close(terminal.primary)
      throw error
    }
    primary = terminal.primary
  }

  /// The times from each of `saves` saves of `edit`, failing first, to its result on screen.
  /// The file is left passing, as it was, so that the next edit starts from the solution.
  func times(of edit: BenchEdit, saves: Int) throws -> [Duration] {
    let times = try (0..<saves).map { save in
      try time(edit, failing: save % 2 == 0)
    }
    if saves % 2 == 1 { _ = try time(edit, failing: false) }
    return times
  }

  /// The time from a save of `edit`'s failing or passing version to its result on the screen.
  private func time(_ edit: BenchEdit, failing: Bool) throws -> Duration {
    let start = ContinuousClock.now
    try FileAccess.write(Array((failing ? edit.failing : edit.passing).utf8), to: edit.file)
    return try waitForResult(showing: failing ? "✗ " : "✓ ", before: start + .seconds(120))
      - start
  }

  /// Reads the screen until a watch's result is drawn whole — its verdict (`verdict`, when
  /// given), its status line, and the end of the redraw — and says when that was.
  @discardableResult
  func waitForResult(
    showing verdict: String? = nil, before deadline: ContinuousClock.Instant
  ) throws -> ContinuousClock.Instant {
    pending.removeAll()
    let verdictBytes = Array((verdict ?? "").utf8)
    let status = Array("Watching ".utf8)
    let end = Array("\u{1B}[J".utf8)
    while true {
      if let shown = verdictBytes.isEmpty
        ? pending.startIndex : pending.firstRange(of: verdictBytes)?.upperBound,
        let line = pending[shown...].firstRange(of: status),
        pending[line.upperBound...].firstRange(of: end) != nil
      {
        return .now
      }
      let left = deadline - .now
      guard left > .zero else {
        throw SessionError(
          description: "kit watch showed no result in time; its screen:\n"
            + TerminalSafe.lines(String(decoding: pending.suffix(2000), as: UTF8.self)),
          exitCode: .failure)
      }
      var waiting = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
      guard poll(&waiting, 1, Int32(min(left / .milliseconds(1), 1000))) > 0 else { continue }
      var buffer = [UInt8](repeating: 0, count: 65_536)
      let count = read(primary, &buffer, buffer.count)
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      guard count > 0 else {
        throw SessionError(description: "kit watch ended", exitCode: .failure)
      }
      pending += buffer[..<count]
    }
  }

  func stop() {
    kill(-pid, SIGTERM)
    _ = ChildProcess.wait(for: pid)
    close(primary)
  }
}
