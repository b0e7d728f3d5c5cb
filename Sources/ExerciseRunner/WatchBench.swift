import Foundation
import Spawning

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension ExerciseSession {
  /// How many saves each exercise's median is taken over.
  static let benchSaves = 7

  /// `kit bench-exercises`, run by `make bench`: for every exercise, the time
  /// from a save to the watch's result, as a learner sees it — a real
  /// `kit watch` in a copy of the kit's exercises, the time taken from the
  /// file's write to the result's last line. First as a watch runs: a save (a
  /// comment stands for an edit; the file is recompiled all the same) recompiles
  /// the file it changed, and what depends on a declaration it changed. Then, for
  /// the record, the worst case: each check compiles the exercise from scratch,
  /// as when another check holds its build folder. Fails when a median of the
  /// first kind is over a second.
  func benchExercises() throws -> ExitCode {
    _ = try builder()  // Built and ready, so the first check measures a check, not a build.
    console.write(
      "save → result in kit watch, median of \(Self.benchSaves) saves (each save's time after it)\n"
        + "  " + "".padding(toLength: 24, withPad: " ", startingAt: 0)
        + "a save, as a watch runs    each check from scratch\n")
    var slow: [String] = []
    for exercise in catalog.exercises {
      var cells: [String] = []
      for kind in BenchSave.allCases {
        let times = try benchWatch(of: exercise, saves: kind)
        guard !times.isEmpty else { continue }
        let median = times.sorted()[times.count / 2]
        cells.append(
          (Self.seconds(median) + " (" + times.map(Self.tenths).joined(separator: " ") + ")")
            .padding(toLength: 38, withPad: " ", startingAt: 0))
        if kind == .incremental, median > .seconds(1) { slow.append(exercise.label) }
      }
      console.write(
        "  " + exercise.label.padding(toLength: 24, withPad: " ", startingAt: 0)
          + cells.joined() + "\n")
    }
    if !slow.isEmpty {
      console.write("Over a second: " + slow.joined(separator: ", ") + "\n")
    }
    return slow.isEmpty ? .success : .failure
  }

  /// How a bench's checks build.
  enum BenchSave: CaseIterable {
    /// As a watch builds: incrementally, in the exercise's build folder.
    case incremental
    /// From scratch, in a work folder, because the bench holds the build folder.
    case fromScratch
  }

  private static func seconds(_ duration: Duration) -> String {
    String(format: "%.2f s", Double(duration / .milliseconds(1)) / 1000)
  }

  private static func tenths(_ duration: Duration) -> String {
    String(format: "%.1f", Double(duration / .milliseconds(1)) / 1000)
  }

  /// The save → result times of `benchSaves` saves of `exercise`'s first file in a watch.
  private func benchWatch(of exercise: Exercise, saves kind: BenchSave) throws -> [Duration] {
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kit-bench-\(getpid())-\(exercise.id)", isDirectory: true)
    try? FileManager.default.removeItem(at: copy)
    defer { try? FileManager.default.removeItem(at: copy) }
    // The kit's manifest and exercises, the learner's files as the starter, and the kit's
    // build: the learner's own work is never touched.
    let manager = FileManager.default
    try manager.createDirectory(at: copy, withIntermediateDirectories: true)
    try manager.copyItem(
      at: catalog.packageRoot.appendingPathComponent("Package.swift"),
      to: copy.appendingPathComponent("Package.swift"))
    let folder = copy.appendingPathComponent("Exercises/\(exercise.id)")
    try manager.createDirectory(
      at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
    try manager.copyItem(at: exercise.folder, to: folder)
    for starter in exercise.starterFiles() {
      let learner = folder.appendingPathComponent(starter.lastPathComponent)
      try? manager.removeItem(at: learner)
      try manager.copyItem(at: starter, to: learner)
    }
    try manager.createSymbolicLink(
      at: copy.appendingPathComponent(".build"),
      withDestinationURL: catalog.packageRoot.appendingPathComponent(".build"))

    let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
    let watch = try WatchProcess(kit: executable, in: copy, exercise: exercise.name)
    defer { watch.stop() }
    try watch.waitForResult(before: .now + .seconds(300))
    guard let file = Exercise.swiftFiles(in: folder).first else { return [] }
    let original = try String(contentsOf: file, encoding: .utf8)
    let held =
      kind == .fromScratch ? try BuildFolder.claim(for: exercise, in: kit.buildsFolder) : nil
    defer { _ = held }
    var times: [Duration] = []
    for save in 1...Self.benchSaves {
      let saved = Data((original + "\n// save \(save)\n").utf8)
      let start = ContinuousClock.now
      try saved.write(to: file)
      try watch.waitForResult(before: start + .seconds(60))
      times.append(ContinuousClock.now - start)
    }
    return times
  }
}

/// `kit watch NAME` as a child, its output read line by line.
private final class WatchProcess {
  private let pid: pid_t
  private let output: Int32
  private var pending: [UInt8] = []

  init(kit: String, in folder: URL, exercise: String) throws {
    ContainedProcess.spawning.lock()
    defer { ContainedProcess.spawning.unlock() }
    let ends = try Pipe.make()
    let executable = URL(fileURLWithPath: kit).standardizedFileURL.path
    pid = try ChildProcess.spawn(
      "/bin/sh",
      arguments: [
        "-c", "cd \"$0\" && exec \"$1\" watch \"$2\"", folder.path, executable, exercise,
      ],
      input: .nullDevice, output: .descriptor(ends.write), error: .sameAsOutput,
      ownProcessGroup: true)
    close(ends.write)
    output = ends.read
  }

  /// Reads until the line that ends a watch's result, which starts with "Watching ", and
  /// makes sure the result is the starter's: some tests fail.
  func waitForResult(before deadline: ContinuousClock.Instant) throws {
    var screen: [String] = []
    while true {
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: pending[..<newline], as: UTF8.self)
        pending.removeSubrange(...newline)
        guard line.hasPrefix("Watching ") else {
          screen.append(line)
          continue
        }
        guard let verdict = screen.first(where: { !$0.isEmpty }), verdict.contains("tests fail")
        else {
          throw SessionError(
            description: "the watch did not check the starter:\n"
              + TerminalSafe.lines(screen.prefix(12).joined(separator: "\n")),
            exitCode: .failure)
        }
        return
      }
      let left = deadline - ContinuousClock.now
      guard left > .zero else {
        throw SessionError(description: "kit watch gave no result in time", exitCode: .failure)
      }
      var waiting = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
      guard poll(&waiting, 1, Int32(min(left / .milliseconds(1), 1000))) > 0 else { continue }
      var buffer = [UInt8](repeating: 0, count: 65_536)
      let count = read(output, &buffer, buffer.count)
      guard count > 0 else {
        throw SessionError(description: "kit watch ended", exitCode: .failure)
      }
      pending += buffer[..<count]
    }
  }

  func stop() {
    kill(-pid, SIGTERM)
    _ = ChildProcess.wait(for: pid)
    close(output)
  }
}
