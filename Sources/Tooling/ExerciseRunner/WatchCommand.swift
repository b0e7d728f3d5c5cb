import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension ExerciseSession {
  /// How often a watch looks at the keys, the files and the job above it, and so its longest
  /// wait before it notices any of them.
  static let watchPace: Int32 = 10
  /// How long the files must hold still before a check: a save can take more than one write.
  static let settleTime = 0.01
  /// How long `q` or Ctrl-Z waits for an abandoned check to unwind before it goes ahead anyway:
  /// a check whose children were killed ends within milliseconds, but a key must act within a
  /// fifth of a second whatever the check is doing.
  static let abandonWait = Duration.milliseconds(100)

  /// `kit watch [NAME]`: checks the exercise, then again every time one of
  /// its files is saved. On a terminal single keys act at once, a check running or not: Enter
  /// checks again by hand (for an editor whose saves are not noticed) and, after a pass, moves
  /// on to the next unfinished exercise; `h` shows a hint, `q` quits, Ctrl-C stops a check and
  /// quits, Ctrl-Z suspends until `fg`. The check runs on a thread of its own, so that `q` and
  /// Ctrl-Z abandon it at once (its compiler or tests killed), and a save during a check
  /// abandons it for a check of the new files.
  ///
  /// A watch on a terminal ends, as the apps do, when the job it belongs to has gone: `make`
  /// above it killed, or the shell that started it.
  func watch(named name: String?) throws -> ExitCode {
    var exercise = try exercise(named: name)
    _ = try builder()
    var input = WatchInput(fileDescriptor: 0)
    defer { input.close() }
    let job = input.readsKeys ? JobOwner() : nil
    var seen = FileStamp.snapshot(of: exercise)
    var running: BackgroundCheck? = BackgroundCheck(exercise, in: self)
    var outcome: ExerciseOutcome?
    // `h`, pressed during a check, is shown once the check has drawn its screen over the last.
    var hintAsked = false
    while true {
      if job?.isGone == true {
        // As if the terminal had hung up, but without a word over the shell's prompt (nor a
        // "Hangup" from the shell `make` ran this in), and with the terminal left as the shell
        // has set it up by now.
        running?.abandon()
        if !KeyboardMode.isInForeground { KeyboardMode.forget() }
        throw JobOwner.Gone()
      }
      do {
        try Interruption.check()
      } catch let interruption as Interruption.Interrupted {
        running?.waitUntilDone()
        throw interruption
      }
      if let check = running, let result = check.result {
        running = nil
        outcome = try show(result, of: exercise, took: check.duration, comparison: check.comparison)
        if hintAsked {
          hintAsked = false
          try showHint(for: exercise)
        }
      }
      if let request = input.next(timeoutMilliseconds: Self.watchPace) {
        switch request {
        case .quit:
          running?.abandon()
          Interruption.setLineOpen(false)
          console.write("\nStopped watching \(exercise.label).\n")
          return .success
        case .hint:
          if running == nil { try showHint(for: exercise) } else { hintAsked = true }
        case .checkAgain:
          if running == nil, outcome?.isPassed == true,
            let next = firstUnfinished(besides: exercise)
          {
            exercise = next
          }
          running?.abandon(waitingAtMost: nil)
          seen = FileStamp.snapshot(of: exercise)
          running = BackgroundCheck(exercise, in: self)
        case .suspend:
          let wasChecking = running != nil
          running?.abandon()
          input.discardTypedAhead()
          KeyboardMode.suspendJob()
          // Back after `fg`: the shell's lines are the last on the screen; say where we are,
          // and check again what was being checked.
          running?.waitUntilDone()
          Interruption.setLineOpen(false)
          console.write(
            style.dim(
              "Watching \(exercise.label) · "
                + Self.keys(afterPass: !wasChecking && outcome?.isPassed == true))
              + "\n")
          if wasChecking { running = BackgroundCheck(exercise, in: self) }
        case .unknown:
          Interruption.setLineOpen(false)
          console.write(style.dim(Self.keys(afterPass: outcome?.isPassed == true)) + "\n")
        }
        continue
      }
      let now = FileStamp.snapshot(of: exercise)
      guard now != seen else { continue }
      Thread.sleep(forTimeInterval: Self.settleTime)
      if FileStamp.snapshot(of: exercise) == now {
        seen = now
        // A save during a check makes that check's verdict old news: check the new files.
        running?.abandon(waitingAtMost: nil)
        running = BackgroundCheck(exercise, in: self)
      }
    }
  }

  /// Draws a finished check over the last one, ending with a line that says what is watched
  /// and which keys do what; rethrows what stopped the check (a full disk, say).
  private func show(
    _ result: Result<ExerciseBuilder.Check, any Error>, of exercise: Exercise, took: Duration,
    comparison: Comparison?
  ) throws -> ExerciseOutcome {
    let check = try result.get()
    remember(check, of: exercise)
    let outcome = check.outcome
    let tenths = Int((took / .milliseconds(100)).rounded())
    var footer = outcome.isPassed ? next(after: exercise) : ""
    footer +=
      "\n"
      + style.dim(
        "Watching \(exercise.label) (\(tenths / 10).\(tenths % 10) s) · "
          + Self.keys(afterPass: outcome.isPassed))
      + "\n"
    // The status line is drawn without a newline, so the screen never scrolls: said before
    // it is drawn, so that a signal that comes as it shows still starts a line of its own.
    Interruption.setLineOpen(console.isTerminal)
    present(outcome, of: exercise, footer: footer, inPlace: true, comparison: comparison)
    return outcome
  }

  private func showHint(for exercise: Exercise) throws {
    Interruption.setLineOpen(false)
    console.write("\n")
    _ = try hint(named: exercise.name, askAgain: "press h again")
  }

  /// The keys a watch knows.
  private static func keys(afterPass: Bool) -> String {
    (afterPass ? "Enter: next exercise" : "Enter: check again") + " · h: hint · q: quit"
  }
}

/// One check of a watch, run on a thread of its own so that the watch goes on reading keys;
/// after a pass, the comparison with the reference is made there too.
final class BackgroundCheck: @unchecked Sendable {
  private let lock = NSLock()
  private let done = DispatchSemaphore(value: 0)
  private var finished: Result<ExerciseBuilder.Check, any Error>?
  private var madeComparison: Comparison?
  private var abandoned = false
  private let start = ContinuousClock.now
  private var end: ContinuousClock.Instant?

  /// Starts checking the learner's files of `exercise` as they are now.
  init(_ exercise: Exercise, in session: ExerciseSession) {
    let builder = Result { try session.builder() }
    let record = session.record
    Thread { [self] in
      let result = Result {
        try ExerciseSession.refuseOddFiles(of: exercise)
        return try builder.get().check(exercise, sources: exercise.learnerFiles())
      }
      let passed = (try? result.get())?.outcome.isPassed == true
      let comparison = passed ? Comparison(of: exercise, record: record) : nil
      lock.withLock {
        finished = result
        madeComparison = comparison
        end = .now
      }
      done.signal()
    }.start()
  }

  /// The check's result once it has ended, unless it was abandoned.
  var result: Result<ExerciseBuilder.Check, any Error>? {
    lock.withLock { abandoned ? nil : finished }
  }

  /// After a pass, the learner's code next to the reference.
  var comparison: Comparison? { lock.withLock { madeComparison } }

  /// How long the check took.
  var duration: Duration { lock.withLock { (end ?? .now) - start } }

  /// Abandons the check: its children are killed at once and it unwinds. Waits for it to end
  /// for at most `limit` (`nil`: for as long as it takes, before a new check may claim its
  /// build folder), then lets checks run again if it has.
  func abandon(waitingAtMost limit: Duration? = ExerciseSession.abandonWait) {
    lock.withLock { abandoned = true }
    Interruption.abandonChecks()
    if let limit {
      let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
      guard done.wait(timeout: .now() + seconds) == .success else { return }
      done.signal()
    } else {
      waitUntilDone()
    }
    Interruption.resumeChecks()
  }

  /// Waits until the check has ended, however it ends; lets checks run again if it was
  /// abandoned.
  func waitUntilDone() {
    done.wait()
    done.signal()
    if lock.withLock({ abandoned }) { Interruption.resumeChecks() }
  }
}

/// The job a watch belongs to, as the terminal's shell started it: `make`, leading the job's
/// process group, or the shell itself when the watch leads its own group. When `make` is killed
/// outright (`kill -9`), the shell takes the terminal back and nothing tells the watch; it
/// notices here that the group's leader, or its own parent, has gone.
struct JobOwner {
  /// The watch's job has gone: the watch ends, with the status of a hang-up.
  struct Gone: Error {
    let exitCode = 128 + SIGHUP
  }

  private let parent = getppid()
  private let group = getpgrp()

  /// Whether the job's owner has gone.
  var isGone: Bool {
    if getppid() != parent { return true }
    guard group != getpid() else { return false }
    return kill(group, 0) != 0 && errno == ESRCH
  }
}
