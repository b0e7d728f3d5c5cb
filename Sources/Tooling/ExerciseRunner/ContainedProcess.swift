import Foundation
import Spawning

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A child of the runner — the compiler, an exercise's tests — run so that it
/// can neither outgrow the runner nor outlive it.
///
/// - It leads a session of its own, and so a process group: the whole group is
///   killed at the time limit, on Ctrl-C or any other ending signal
///   (`Interruption`), by the `Watchdog` when the runner is killed outright, and
///   once the child has ended, the group and the whole session, so a `Process`
///   the learner's code started (Foundation puts it in a group of its own) goes
///   with it.
/// - Its output, standard error included, comes through a pipe into
///   `BoundedLines`: a test that prints forever fills neither memory nor disk.
/// - When asked, Swift Testing's event stream comes through a second pipe,
///   handed to the child as descriptor 3, straight into a `TestRunReport`,
///   whose size is bounded by the number of tests, not by what they print.
package struct ContainedProcess {
  /// What `--event-stream-output-path` names for the event stream's pipe.
  static let eventStreamPath = "/dev/fd/3"

  /// How a contained child went.
  struct Result {
    let termination: ChildProcess.Termination
    /// What it printed, within bounds.
    let output: BoundedLines
    /// What its event stream said, when it had one.
    let report: TestRunReport?
  }

  /// How long the readers may go on after the child's group is gone: only a process that left
  /// the group on purpose can still hold the pipes open by then.
  private static let grace = Duration.seconds(2)

  /// Where a child reads the runner's go, and what it runs until then: it reads one line, and
  /// only a whole line — the end of the pipe, a runner gone, ends it — lets it become the
  /// program it was started for.
  private static let goDescriptor: Int32 = 4
  private static let waitForGo = #"read -r go <&4 || exit 125; exec 4<&-; exec "$@""#

  /// Pipes and spawns happen one at a time, so that no child is started while a new pipe's
  /// ends are still inheritable, which would keep that pipe open for the wrong child. Whoever
  /// else in the runner starts a child with a pipe takes this lock too.
  package static let spawning = NSLock()

  /// Runs `executable` with `arguments`, standard input from `/dev/null`, until it ends or
  /// `timeLimit` passes. `events` names the module of a test program whose event stream
  /// (at `eventStreamPath`) is to be read.
  static func run(
    _ executable: String, arguments: [String], environment: [String: String],
    timeLimit: Duration, output: BoundedLines, events moduleName: String? = nil
  ) throws -> Result {
    try Interruption.check()
    let outputReader = PipeReader(into: output)
    let eventReader = moduleName.map { PipeReader(into: TestRunReport(moduleName: $0)) }
    let pid: pid_t
    let slot: Int?
    do {
      spawning.lock()
      defer { spawning.unlock() }
      let outputPipe = try Pipe.make()
      defer { close(outputPipe.write) }
      let eventPipe = try eventReader.map { _ in try Pipe.make() }
      defer { if let eventPipe { close(eventPipe.write) } }
      let goPipe = try Pipe.make()
      defer { close(goPipe.write) }
      Interruption.willStart()
      do {
        // The child waits for the runner's go before it becomes `executable`, so that its
        // group is the watchdog's before it can start anything: a runner killed in between
        // closes the go pipe, and the child ends without running a thing.
        pid = try ChildProcess.spawn(
          "/bin/sh", arguments: ["-c", Self.waitForGo, "kit-child", executable] + arguments,
          input: .nullDevice, output: .descriptor(outputPipe.write), error: .sameAsOutput,
          passing: [(parent: goPipe.read, child: Self.goDescriptor)]
            + (eventPipe.map { [(parent: $0.write, child: Int32(3))] } ?? []),
          environment: environment, ownSession: true)
        close(goPipe.read)
      } catch {
        Interruption.notStarted()
        close(goPipe.read)
        close(outputPipe.read)
        if let eventPipe { close(eventPipe.read) }
        throw error
      }
      slot = Interruption.watch(group: pid)
      Watchdog.watch(group: pid)
      _ = write(goPipe.write, "\n", 1)
      outputReader.start(reading: outputPipe.read)
      if let eventReader, let eventPipe { eventReader.start(reading: eventPipe.read) }
    }
    let termination = ChildProcess.wait(
      for: pid, timeLimit: timeLimit, endingGroup: true,
      beforeReaping: { Watchdog.release(group: pid) })
    Interruption.release(slot)
    let printed = outputReader.finish(within: grace)
    let report = eventReader?.finish(within: grace)
    try Interruption.check()
    var lines = printed
    lines.finish()
    return Result(termination: termination, output: lines, report: report)
  }
}

/// Something that takes a child's bytes as they arrive.
protocol ByteSink: Sendable {
  mutating func append(_ bytes: UnsafeRawBufferPointer)
}

extension BoundedLines: ByteSink {}

extension TestRunReport: ByteSink {}

/// Reads one pipe on a thread of its own until every writer has closed it, feeding a sink.
private final class PipeReader<Sink: ByteSink>: @unchecked Sendable {
  private var sink: Sink
  private let lock = NSLock()
  private var stopRequested = false
  private let done = DispatchSemaphore(value: 0)

  init(into sink: Sink) { self.sink = sink }

  /// Starts reading `descriptor`, which the reader closes when it is done.
  func start(reading descriptor: Int32) {
    Thread { [self] in
      defer {
        close(descriptor)
        done.signal()
      }
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while !lock.withLock({ stopRequested }) {
        // A bounded wait, so that a reader whose writer escaped can still be told to stop.
        var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&waiting, 1, 100) != 0 else { continue }
        let count = read(descriptor, &buffer, buffer.count)
        if count > 0 {
          buffer.withUnsafeBytes { sink.append(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
          return
        }
      }
    }.start()
  }

  /// What was read, once the pipe is closed, or once `grace` has passed.
  func finish(within grace: Duration) -> Sink {
    let seconds = Double(grace.components.seconds)
    if done.wait(timeout: .now() + seconds) == .timedOut {
      lock.withLock { stopRequested = true }
      done.wait()
    }
    return sink
  }
}

/// A pipe whose ends are closed in every child unless handed on on purpose, and numbered
/// 10 or more, so that handing one on as descriptor 3 is always a real copy. Made while
/// `ContainedProcess.spawning` is held.
package enum Pipe {
  package static func make() throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else {
      throw SessionError(
        description: "cannot make a pipe: \(String(cString: strerror(errno)))",
        exitCode: .unavailable)
    }
    defer {
      for end in ends { close(end) }
    }
    let read = fcntl(ends[0], F_DUPFD_CLOEXEC, 10)
    let write = fcntl(ends[1], F_DUPFD_CLOEXEC, 10)
    return (read, write)
  }
}
