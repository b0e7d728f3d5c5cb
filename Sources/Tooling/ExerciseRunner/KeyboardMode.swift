import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal in "cbreak" mode while `kit watch` runs: each key reaches the
/// runner the moment it is pressed, unechoed, so `q`, `h` and Enter act at once.
///
/// Not TerminalUI's raw mode, on purpose: that one belongs to a full-screen
/// app — the alternate screen, which has no scrollback for a long compiler
/// message, and Ctrl-C as a key. Cbreak mode changes only the two settings a
/// single-key prompt needs (no line editing, no echo) and keeps the rest:
/// Ctrl-C still sends SIGINT, which `Interruption` turns into stopping the
/// check and tidying up, and Ctrl-Z still suspends.
///
/// The settings are the terminal's, not the process's, so they are put back on
/// every way out: `restore()`, `exit` (through `atexit`), the signals that
/// `Interruption` handles, and around a stop — by Ctrl-Z, SIGTSTP, SIGTTIN or
/// SIGTTOU — after which SIGCONT takes them again if the watch is back in the
/// foreground (`fg`, not `bg`).
///
/// Ctrl-Z is the exception: cbreak mode turns it into a key, and the watch
/// suspends itself (`suspendJob`). As a signal it would stop `make` and the
/// runner at once, and the shell takes the terminal back, and sets it up for
/// its own line editing, as soon as `make` has stopped — perhaps before the
/// runner has put the settings back, which then spoil the shell's. So the
/// settings go back first and the job stops after, as the apps do it. (Ctrl-C
/// and Ctrl-\ stay signals: `make` waits for the runner before it ends on one.)
/// Anything that changes the settings from the background — a SIGTSTP from
/// elsewhere finding the shell already in charge — blocks SIGTTOU, which would
/// stop it (`SignalAction`).
enum KeyboardMode {
  /// What the handlers read: allocated once, reached through raw pointers, as a signal
  /// handler must not allocate.
  private struct State {
    var active = false
    var descriptor: Int32 = 0
    var saved = termios()
    var cbreak = termios()
    /// The key that suspends (`stty susp`, Ctrl-Z), if the terminal has one.
    var suspendKey: UInt8?
  }

  nonisolated(unsafe) private static let state: UnsafeMutablePointer<State> = {
    let pointer = UnsafeMutablePointer<State>.allocate(capacity: 1)
    pointer.initialize(to: State())
    return pointer
  }()

  /// Switches `descriptor`'s terminal to cbreak mode; false when it is not a terminal.
  static func enter(on descriptor: Int32) -> Bool {
    var settings = termios()
    guard isatty(descriptor) == 1, tcgetattr(descriptor, &settings) == 0 else { return false }
    guard !state.pointee.active else { return true }
    var cbreak = settings
    cbreak.c_lflag &= ~tcflag_t(ICANON | ECHO)
    let disabled = UInt8(truncatingIfNeeded: fpathconf(descriptor, Int32(_PC_VDISABLE)))
    var suspendKey: UInt8?
    withUnsafeMutableBytes(of: &cbreak.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
      // The keys the watch relies on are set here, not taken from the terminal: one that a
      // program killed outright left with no suspend key (a watch killed by `kill -9` leaves
      // `stty susp undef`) still suspends on Ctrl-Z and interrupts on Ctrl-C.
      let suspend = characters[Int(VSUSP)]
      suspendKey = suspend != disabled && suspend != 0 ? suspend : controlZ
      characters[Int(VSUSP)] = disabled
      if characters[Int(VINTR)] == disabled || characters[Int(VINTR)] == 0 {
        characters[Int(VINTR)] = controlC
      }
    }
    cbreak.c_lflag |= tcflag_t(ISIG)
    state.pointee = State(
      active: true, descriptor: descriptor, saved: settings, cbreak: cbreak,
      suspendKey: suspendKey)
    _ = installed
    Interruption.install()
    guard tcsetattr(descriptor, TCSANOW, &cbreak) == 0 else {
      state.pointee.active = false
      return false
    }
    return true
  }

  /// The bytes of Ctrl-Z and Ctrl-C, the suspend and interrupt keys of every terminal's defaults.
  static let controlZ: UInt8 = 0x1A
  static let controlC: UInt8 = 0x03

  /// The key that suspends, read as a key in cbreak mode; `nil` when not in cbreak mode.
  static var suspendKey: UInt8? { state.pointee.active ? state.pointee.suspendKey : nil }

  /// Ctrl-Z: gives the terminal its own settings back, then stops the whole job — the process
  /// group, which holds a `make` that started the runner — as the key would have as a signal.
  /// Returns once continued, single keys taken again if the watch is in the foreground.
  static func suspendJob() {
    guard state.pointee.active else { return }
    putBack()
    // Stopped by the default action, not through `stop`: its putting back again could come
    // after the shell had set the terminal up for itself. SIGCONT's handler takes `stop` back.
    var byDefault = SignalAction.byDefault
    sigaction(SIGTSTP, &byDefault, nil)
    kill(0, SIGTSTP)
  }

  /// Leaves the terminal as it is from now on: for a watch whose job has gone, whose terminal
  /// the shell has taken back and set up for itself. Putting the old settings back then would
  /// spoil the shell's line editing.
  static func forget() {
    state.pointee.active = false
  }

  /// Whether this process's group has the terminal, as the job in the foreground.
  static var isInForeground: Bool {
    tcgetpgrp(state.pointee.descriptor) == getpgrp()
  }

  /// Puts the terminal's own settings back. Safe to call any number of times, from anywhere,
  /// a signal handler included: it is async-signal-safe.
  static func restore() {
    guard state.pointee.active else { return }
    state.pointee.active = false
    putBack()
  }

  /// The terminal's own settings, from the foreground or the background alike.
  private static func putBack() {
    SignalAction.withoutTerminalStops {
      tcsetattr(state.pointee.descriptor, TCSANOW, &state.pointee.saved)
    }
  }

  /// The action for the stop signals, made once: SIGCONT's handler installs it again.
  private static let stopAction = SignalAction.plain(stop)

  private static let installed: Void = {
    atexit { KeyboardMode.restore() }
    var stopping = stopAction
    var continuing = SignalAction.plain(resume)
    for number in [SIGTSTP, SIGTTIN, SIGTTOU] { sigaction(number, &stopping, nil) }
    sigaction(SIGCONT, &continuing, nil)
  }()

  /// Ctrl-Z, SIGTSTP, SIGTTIN, SIGTTOU: the shell gets its settings back, then the process
  /// stops as it would have.
  private static let stop: SignalAction.PlainHandler = { signal in
    let savedErrno = errno
    defer { errno = savedErrno }
    if state.pointee.active { putBack() }
    SignalAction.takeDefaultAction(of: signal)
  }

  /// `fg`: the stops handled again, and single keys again if the watch has the terminal. After
  /// `bg` it has not, and it waits for `fg`, when the next SIGCONT comes.
  private static let resume: SignalAction.PlainHandler = { _ in
    let savedErrno = errno
    defer { errno = savedErrno }
    var stopping = KeyboardMode.stopAction
    sigaction(SIGTSTP, &stopping, nil)
    sigaction(SIGTTIN, &stopping, nil)
    sigaction(SIGTTOU, &stopping, nil)
    let descriptor = state.pointee.descriptor
    if state.pointee.active, tcgetpgrp(descriptor) == getpgrp() {
      tcsetattr(descriptor, TCSANOW, &state.pointee.cbreak)
    }
  }
}
