import Foundation
import Spawning

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program the runner started — the compiler, the linker, an exercise's tests — that failed
/// for want of disk space or memory, not because of the learner's code: said in one line, with
/// exit 74, never as "does not compile yet" and never with the tool's crash report.
///
/// The tools say it in many ways. The compiler quotes the system ("No space left on device");
/// the linker writes its output through memory mapped from the file, so on a full disk it dies
/// of SIGBUS, which clang reports as "unable to execute command: Bus error"; a process the
/// system ends for want of memory dies of SIGKILL, which no one else here sends it (the runner's
/// own kills end a check as out of time, interrupted or abandoned).
struct ResourceProblem: Error, Equatable, CustomStringConvertible {
  enum Want: Equatable {
    /// The disk holding `folder` is full.
    case disk
    /// The system ran out of memory.
    case memory
  }

  let want: Want
  /// The program, as a learner would call it: "the linker", "the compiler", "the tests".
  let tool: String
  /// Where it was writing, as the runner names it (`ExerciseBuilder.displayPath`).
  let folder: String

  /// Free space below this on a tool's disk, after the tool died of SIGBUS, means the disk was
  /// full when it wrote: a link writes a few megabytes at most.
  static let nearlyFull: UInt64 = 64 << 20

  var exitCode: ExitCode { .cannotWrite }

  var description: String {
    switch want {
    case .disk:
      "the disk is full: \(tool) could not write in \(folder). Free some space, then try again."
    case .memory:
      "\(tool) ran out of memory, and the system stopped \(tool == "the tests" ? "them" : "it"). "
        + "Close some programs, then try again."
    }
  }

  /// The problem behind a tool's failure, or `nil` when it failed for a reason of its own (the
  /// learner's code). `termination` and `output` are how the tool ended and what it said;
  /// `folder` is where it was writing.
  static func behind(
    _ termination: ChildProcess.Termination, output: String, tool: String, writingIn folder: URL,
    freeSpace: (URL) -> UInt64? = freeSpace(at:)
  ) -> ResourceProblem? {
    guard termination != .exited(0), termination != .timedOut else { return nil }
    let problem = { (want: Want) in
      ResourceProblem(want: want, tool: tool, folder: ExerciseBuilder.displayPath(folder))
    }
    let said = { (words: String) in output.localizedCaseInsensitiveContains(words) }
    if [ENOSPC, EDQUOT].contains(where: { said(String(cString: strerror($0))) }) {
      return problem(.disk)
    }
    let outOfMemory = [
      String(cString: strerror(ENOMEM)), "out of memory", "std::bad_alloc",
      "Could not allocate memory", "unable to execute command: Killed",
    ]
    if termination == .signalled(SIGKILL) || outOfMemory.contains(where: said) {
      return problem(.memory)
    }
    if termination == .signalled(SIGBUS) || said("unable to execute command: Bus error"),
      freeSpace(folder).map({ $0 < nearlyFull }) ?? true
    {
      return problem(.disk)
    }
    return nil
  }

  /// The space left for this user on the disk that holds `folder`, or its nearest existing
  /// folder above; `nil` when the system will not say.
  static func freeSpace(at folder: URL) -> UInt64? {
    var candidate = folder
    while true {
      var information = statvfs()
      if statvfs(candidate.path, &information) == 0 {
        return UInt64(information.f_bavail) * UInt64(information.f_frsize)
      }
      let parent = candidate.deletingLastPathComponent()
      guard parent.path != candidate.path else { return nil }
      candidate = parent
    }
  }
}
