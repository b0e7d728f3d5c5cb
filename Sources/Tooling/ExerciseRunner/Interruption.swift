import Foundation
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-C, Ctrl-\, a closed terminal or a `kill` — any signal whose default
/// action ends the process — while a check runs: the compiler and the tests stop
/// with the runner, the terminal gets its settings back, one line says which
/// signal it was, and the runner tidies up before it goes.
///
/// The runner's children lead process groups of their own (see
/// `ContainedProcess`), so the terminal's Ctrl-C, which goes to the
/// foreground group, does not reach them. The handler here kills every
/// running child's group instead (a child being started when the signal comes
/// is killed the moment it is watched). It then lets the check's own code unwind —
/// its work folder is removed on the way out — and ends the process with the
/// same signal once it is back at the top (`end(by:)`). When no child
/// runs there is nothing to tidy, and the signal ends the process at once.
///
/// No crash report: SIGQUIT, and a crash signal that another process sent, would
/// otherwise reach the Swift runtime's crash reporter, which prints a backtrace
/// and waits 30 s on a "Press space" prompt that races the shell for the
/// keyboard. Only the runner's own crash goes there, its children ended first.
///
/// A handler may interrupt any code, so it only touches memory allocated up
/// front and calls async-signal-safe functions (`kill`, `tcsetattr`, `sigaction`,
/// `write`, `raise`).
enum Interruption {
  /// The signals that end the runner early: every one whose default action ends a process,
  /// from Ctrl-C, Ctrl-\ and a closed terminal to `kill -USR1`.
  static let signals = SignalAction.endingSignals

  /// Room for as many children at once as a progress list runs in parallel, and more.
  private static let capacity = 64

  /// The process groups of the running children; 0 marks a free slot.
  nonisolated(unsafe) private static let groups: UnsafeMutablePointer<pid_t> = {
    let pointer = UnsafeMutablePointer<pid_t>.allocate(capacity: capacity)
    pointer.initialize(repeating: 0, count: capacity)
    return pointer
  }()

  /// The signal that arrived, or 0.
  nonisolated(unsafe) private static let received: UnsafeMutablePointer<Int32> = {
    let pointer = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    pointer.initialize(to: 0)
    return pointer
  }()

  /// How many children are being started and not yet watched: a signal then must wait for
  /// them to be watched, or they would run on without the runner.
  nonisolated(unsafe) private static let starting: UnsafeMutablePointer<Int32> = {
    let pointer = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    pointer.initialize(to: 0)
    return pointer
  }()

  /// Whether the check under way was abandoned (`abandonChecks`), which only the runner's own
  /// code asks for, never a signal. Read and written under `slots`.
  nonisolated(unsafe) private static var abandoned = false

  /// Whether the last thing written to the terminal left the cursor at the end of a line of
  /// text (a watch's status line): a signal's line then starts on a line of its own.
  nonisolated(unsafe) private static let lineOpen: UnsafeMutablePointer<Bool> = {
    let pointer = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
    pointer.initialize(to: false)
    return pointer
  }()

  private static let slots = NSLock()

  /// A check stopped by a signal; `signal` says which.
  struct Interrupted: Error {
    let signal: Int32
  }

  /// A check the runner abandoned (`abandonChecks`): `q` or Ctrl-Z during a watch's check.
  struct Abandoned: Error {}

  /// Installs the handlers, once.
  static func install() {
    _ = installed
  }

  /// What each signal did before, for the runner's own crash: the Swift runtime's reporter.
  nonisolated(unsafe) private static let previousActions: UnsafeMutablePointer<sigaction> = {
    let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: SignalNotice.slots)
    pointer.initialize(repeating: sigaction(), count: SignalNotice.slots)
    return pointer
  }()

  private static let installed: Void = {
    _ = groups
    _ = received
    _ = starting
    _ = lineOpen
    _ = firstParent
    SignalNotice.prepare(program: SignalNotice.programName)
    var action = SignalAction.info(handle)
    for number in signals {
      sigaction(number, &action, previousActions + Int(number))
      // A signal the user chose to ignore (`nohup` ignores SIGHUP) stays ignored.
      if SignalAction.ignores(previousActions[Int(number)]) {
        sigaction(number, previousActions + Int(number), nil)
      }
    }
  }()

  /// Says a child is about to be started; `watch` or `notStarted` must follow.
  static func willStart() {
    slots.withLock { starting.pointee += 1 }
  }

  /// Says the child announced with `willStart` could not be started.
  static func notStarted() {
    slots.withLock { starting.pointee -= 1 }
  }

  /// Records a child's process group as soon as it is started, so that a signal ends it too;
  /// a signal that came while it was being started ends it now. Returns the slot to give back
  /// to `release` once the child has ended.
  static func watch(group: pid_t) -> Int? {
    slots.withLock {
      defer { starting.pointee -= 1 }
      if received.pointee != 0 || abandoned { kill(-group, SIGKILL) }
      guard let slot = (0..<capacity).first(where: { groups[$0] == 0 }) else { return nil }
      groups[slot] = group
      return slot
    }
  }

  /// Forgets a child's group once it has ended.
  static func release(_ slot: Int?) {
    guard let slot else { return }
    slots.withLock { groups[slot] = 0 }
  }

  /// Throws `Interrupted` when a signal has stopped the work in progress, `Abandoned` when the
  /// runner abandoned it.
  static func check() throws {
    let signal = received.pointee
    if signal != 0 { throw Interrupted(signal: signal) }
    if slots.withLock({ abandoned }) { throw Abandoned() }
  }

  /// Abandons the check under way, at once: every running child's group is killed, and every
  /// child it would start next is killed as it starts, until `resumeChecks`. The check then
  /// throws `Abandoned` from wherever it is. A watch's way to act on `q` and Ctrl-Z within a
  /// key's time, whatever the learner's code is doing.
  static func abandonChecks() {
    slots.withLock {
      abandoned = true
      for slot in 0..<capacity where groups[slot] > 0 { kill(-groups[slot], SIGKILL) }
    }
  }

  /// Lets checks run again, once the abandoned one has ended.
  static func resumeChecks() {
    slots.withLock { abandoned = false }
  }

  /// A newline when the cursor is left at the end of a line of text, so that what is written
  /// next starts a line of its own; "" otherwise.
  static func newLineIfOpen() -> String {
    defer { lineOpen.pointee = false }
    return lineOpen.pointee ? "\n" : ""
  }

  /// Says whether the cursor is left at the end of a line of text (`true` after a watch's
  /// status line), so that a signal's line starts on a new one.
  static func setLineOpen(_ open: Bool) {
    install()
    lineOpen.pointee = open
  }

  /// Ends the process by the signal that interrupted it, as it would have ended without us,
  /// so that `make` and the shell see "interrupted" rather than an exit code.
  static func end(by interruption: Interrupted) -> Never {
    SignalAction.takeDefaultAction(of: interruption.signal)
    exit(128 + interruption.signal)
  }

  /// Ends the runner, as a hang-up would but without a word, once the program that started it
  /// has gone: `make`, killed outright, leaves it to a shell that has taken the terminal back,
  /// where it would otherwise go on compiling and printing over the prompt. A thread looks
  /// every 50 ms and sends the runner SIGHUP, which `handle` takes as ever, quietly as the
  /// parent is gone; should the check take long to unwind (or SIGHUP be ignored), the runner
  /// ends 0.2 s later anyway, and the watchdog ends what it started. (Linux's
  /// `PR_SET_PDEATHSIG` would say so without looking, but Swift cannot call `prctl`, whose
  /// arguments are C's variadic ones, and macOS has nothing like it.)
  static func endWithParent() {
    install()
    let parent = getppid()
    firstParent.pointee = parent
    Thread {
      while getppid() == parent { Thread.sleep(forTimeInterval: 0.05) }
      kill(getpid(), SIGHUP)
      Thread.sleep(forTimeInterval: 0.2)
      _exit(128 + SIGHUP)
    }.start()
  }

  /// The runner's parent when `endWithParent` was called, 0 before: written once, before the
  /// thread that looks starts, and only read after.
  nonisolated(unsafe) private static let firstParent: UnsafeMutablePointer<pid_t> = {
    let pointer = UnsafeMutablePointer<pid_t>.allocate(capacity: 1)
    pointer.initialize(to: 0)
    return pointer
  }()

  /// Whether the program that started the runner has gone (async-signal-safe).
  private static var isOrphaned: Bool {
    firstParent.pointee != 0 && getppid() != firstParent.pointee
  }

  private static let handle: SignalAction.InfoHandler = { number, info, _ in
    let savedErrno = errno
    defer { errno = savedErrno }
    // A parent gone leaves the terminal to a shell that has set it up for itself by now: the
    // watch's settings stay unsaid, and no line goes over the shell's prompt.
    let quiet = isOrphaned
    if quiet, !KeyboardMode.isInForeground { KeyboardMode.forget() }
    KeyboardMode.restore()
    var stoppedAny = false
    for slot in 0..<Interruption.capacity where groups[slot] > 0 {
      kill(-groups[slot], SIGKILL)
      stoppedAny = true
    }
    // The runner's own crash: its children are gone, and the crash reporter says the rest.
    if SignalAction.isOwnCrash(number, info) {
      sigaction(number, previousActions + Int(number), nil)
      raise(number)
      return
    }
    // Said once, on a line of its own: a second signal while the check unwinds ends the
    // runner without a word.
    if received.pointee == 0, !quiet {
      if lineOpen.pointee, number != SIGPIPE {  // A broken pipe gets no line (`SignalNotice`).
        var newline = UInt8(ascii: "\n")
        _ = write(STDERR_FILENO, &newline, 1)
        lineOpen.pointee = false
      }
      SignalNotice.write(for: number)
    }
    received.pointee = number
    if !stoppedAny, starting.pointee == 0 {
      SignalAction.takeDefaultAction(of: number)
    }
  }
}
