import Foundation

/// The learner's module compiled file by file, as the driver plans it outside whole-module
/// mode: one job writes the module's interface (its `.swiftmodule`, from the declarations
/// alone), and one job per file compiles that file, reading the others only for what it uses.
///
/// A save usually changes one function in one file. Then the interface comes out as it was, so
/// every other file's object still holds: only the saved file is compiled, beside the interface
/// on the other core. For exercise 06's seven files that is 0.15 s on this 2-core machine,
/// against 0.40 s for the whole module. When the interface does change, a file may have been
/// compiled against what another file no longer declares, so every file is compiled again.
///
/// Each object keeps beside it the source it was made from and what the compiler said of it,
/// so a file that is not compiled again still says its warnings.
struct FileByFile {
  /// One file's job.
  struct Compile {
    /// The source, a copy in the build folder.
    let source: URL
    /// Its object.
    let object: URL
    /// The frontend's job for it.
    let job: [String]

    private var madeFrom: URL { object.appendingPathExtension("from") }
    private var said: URL { object.appendingPathExtension("said") }

    /// Whether the object was made from the source as it is now.
    var isCurrent: Bool {
      FileManager.default.fileExists(atPath: object.path)
        && (try? FileAccess.read(madeFrom)) == (try? FileAccess.read(source))
    }

    /// What the compiler said when it made the object.
    var words: String {
      (try? FileAccess.read(said)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// Notes that the object was made from the source as it is now, with `words` said.
    func remember(saying words: String) throws {
      try FileAccess.write(Array(words.utf8), to: said)
      try FileAccess.write(try FileAccess.read(source), to: madeFrom)
    }

    /// Notes that the object is not to be trusted.
    func forget() {
      try? FileManager.default.removeItem(at: madeFrom)
    }
  }

  /// The job that writes the module's interface.
  let interfaceJob: [String]
  /// Where it writes it.
  let interface: URL
  /// One job per file, in the order of the files.
  let compiles: [Compile]
  /// What comes after the frontend: the autolink step and the link.
  let rest: [[String]]

  /// The jobs of `plan` file by file; `nil` when they are not (one whole-module job).
  ///
  /// The driver hands the loaded-module trace (`-emit-loaded-module-trace-path`) to one file's
  /// job, which runs only when that file changed; here the interface's job writes it, as that
  /// job runs at every compile and reads every file's imports.
  init?(_ plan: [[String]]) {
    var interfaceJob: [String]?
    var interface: URL?
    var compiles: [Compile] = []
    var rest: [[String]] = []
    var trace: [String] = []
    for var job in plan {
      if let index = job.firstIndex(of: Self.traceFlag), index + 1 < job.count {
        trace = Array(job[index...(index + 1)])
        job.removeSubrange(index...(index + 1))
      }
      if let source = job.value(after: "-primary-file"), let object = job.value(after: "-o") {
        compiles.append(
          Compile(
            source: URL(fileURLWithPath: source), object: URL(fileURLWithPath: object), job: job))
      } else if job.contains("-emit-module"),
        let path = job.value(after: "-emit-module-path") ?? job.value(after: "-o")
      {
        interfaceJob = job
        interface = URL(fileURLWithPath: path)
      } else {
        rest.append(job)
      }
    }
    guard let interfaceJob, let interface, !compiles.isEmpty else { return nil }
    // And the ABI descriptor, which says what the tests can depend on (`ModuleSurface`).
    self.interfaceJob =
      interfaceJob.filter { $0 != "-empty-abi-descriptor" } + trace
      + ["-emit-abi-descriptor-path", ModuleSurface.descriptor(beside: interface).path]
    self.interface = interface
    self.compiles = compiles
    self.rest = rest
  }

  /// The frontend's flag for the file that lists every module a compile loaded.
  static let traceFlag = "-emit-loaded-module-trace-path"

  /// The compiler's words from several jobs as one text, each diagnostic once: the interface's
  /// job and a file's job both report an error in a declaration.
  static func merged(_ texts: [String]) -> String {
    var seen: Set<Substring> = []
    var merged = ""
    for text in texts {
      var keeping = true
      for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
        if isDiagnosticHeader(line) { keeping = seen.insert(line).inserted }
        if keeping { merged += line + "\n" }
      }
    }
    return merged
  }

  /// Whether `line` starts a diagnostic: `path:line:column: error: …` (or warning, note).
  private static func isDiagnosticHeader(_ line: Substring) -> Bool {
    ["error", "warning", "note"].contains { kind in
      guard let range = line.range(of: ": \(kind): ") else { return false }
      let place = line[..<range.lowerBound].split(separator: ":")
      return place.count >= 3 && place.suffix(2).allSatisfy { Int($0) != nil }
    }
  }
}

extension Array where Element == String {
  /// The word after the first `flag`, if any.
  fileprivate func value(after flag: String) -> String? {
    guard let index = firstIndex(of: flag), index + 1 < count else { return nil }
    return self[index + 1]
  }
}

extension ExerciseBuilder {
  /// How compiling a module file by file went.
  enum FileByFileOutcome {
    /// Every object is current; the compiler's words (warnings) for the whole module.
    case compiled(String)
    /// It does not compile, or ran out of time: the jobs' words and how the first failing one
    /// ended.
    case failed(ContainedProcess.Result)
    /// A job ended in a way the frontend never ends of its own accord (it could not start, or
    /// crashed): the driver should run it all, to say what went wrong in its own words.
    case unusual
  }

  /// Compiles `files`: the interface beside the files whose objects are not current, then, if
  /// the interface changed, every other file.
  func compile(_ files: FileByFile, by deadline: ContinuousClock.Instant) throws
    -> FileByFileOutcome
  {
    // The interface every object was last compiled against, all of them at once: a check
    // whose files did not all compile may have changed the interface under the others.
    let agreed = files.interface.appendingPathExtension("compiled")
    let before = try? FileAccess.read(agreed)
    var compiled = files.compiles.filter { !$0.isCurrent }
    var runs = try runTogether([files.interfaceJob] + compiled.map(\.job), by: deadline)
    var succeeded: Bool { runs.allSatisfy { $0.termination == .exited(0) } }
    // Read once: the files' jobs never write the interface.
    let interface = try? FileAccess.read(files.interface)
    if succeeded, interface != before {
      let others = files.compiles.filter { file in !compiled.contains { $0.object == file.object } }
      runs += try runTogether(others.map(\.job), by: deadline)
      compiled += others
    }
    for (file, run) in zip(compiled, runs.dropFirst()) {
      if run.termination == .exited(0) {
        try file.remember(saying: run.output.text)
      } else {
        file.forget()
      }
    }
    if succeeded { try FileAccess.write(interface ?? FileAccess.read(files.interface), to: agreed) }
    let endings = runs.map(\.termination)
    guard endings.allSatisfy({ [.exited(0), .exited(1), .timedOut].contains($0) }) else {
      // A job that died of a full disk or for want of memory would die again under the driver,
      // which would then print its crash report: say what it was instead.
      let jobs = [files.interfaceJob] + compiled.map(\.job)
      for (job, run) in zip(jobs, runs) {
        try Self.checkResources(
          run, of: job[0], writingIn: files.interface.deletingLastPathComponent())
      }
      return .unusual
    }
    guard let failure = runs.first(where: { $0.termination != .exited(0) }) else {
      // The words of every file, compiled now or before, and the interface's, in file order.
      return .compiled(FileByFile.merged(files.compiles.map(\.words) + [runs[0].output.text]))
    }
    // The files' words first: a file's job sees the errors in its bodies as well as those in
    // its declarations, which the interface's job reports too.
    let failing = runs.dropFirst().filter { $0.termination != .exited(0) } + [runs[0]]
    var output = Self.compilerLines
    output.append(FileByFile.merged(failing.map(\.output.text)).utf8)
    output.finish()
    let timedOut = endings.contains(.timedOut)
    return .failed(
      ContainedProcess.Result(
        termination: timedOut ? .timedOut : failure.termination, output: output, report: nil))
  }

  /// Runs `jobs` at once, as many at a time as the machine has cores, each by `deadline`.
  private func runTogether(_ jobs: [[String]], by deadline: ContinuousClock.Instant) throws
    -> [ContainedProcess.Result]
  {
    let results = ConcurrentResults<Result<ContainedProcess.Result, any Error>>(
      count: jobs.count)
    DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
      let job = jobs[index]
      results[index] = Result {
        try ContainedProcess.run(
          job[0], arguments: Array(job.dropFirst()), environment: environment,
          timeLimit: max(deadline - .now, .milliseconds(1)), output: Self.compilerLines)
      }
    }
    return try results.values.map { try $0.get() }
  }
}
