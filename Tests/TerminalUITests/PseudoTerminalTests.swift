import NewsTestSupport
import TerminalUI
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Raw mode and its restoring, checked on a pseudo-terminal: a kernel
/// terminal with a program-controlled "keyboard and screen" end (the primary)
/// and an end the app uses as its terminal (the secondary).
///
/// Serialized: full screen is process-wide, one session at a time.
@Suite(
  "Full screen on a pseudo-terminal", .serialized,
  .enabled(if: PseudoTerminal() != nil, "this system cannot open a pseudo-terminal"))
struct PseudoTerminalTests {
  @Test("Full screen turns off echo, line editing and key signals, and restore puts them back")
  func rawModeAndRestore() throws {
    let pty = try #require(PseudoTerminal())
    let before = try #require(pty.localModes)
    #expect(before & tcflag_t(ECHO | ICANON | ISIG) != 0)

    let terminal = Terminal(input: pty.secondary, output: pty.secondary)
    #expect(terminal.isInteractive)
    try terminal.enterFullScreen()
    #expect(try #require(pty.localModes) & tcflag_t(ECHO | ICANON | ISIG) == 0)
    #expect(pty.received().hasSuffix(Terminal.fullScreenSequence))

    terminal.restore()
    #expect(pty.localModes == before)
    #expect(pty.received() == Terminal.restoreSequence)

    terminal.restore()
    #expect(pty.received() == "", "a second restore writes nothing")
  }

  @Test("In raw mode a key arrives at once, without Enter")
  func readsKeysInRawMode() throws {
    let pty = try #require(PseudoTerminal())
    let terminal = Terminal(input: pty.secondary, output: pty.secondary)
    try terminal.enterFullScreen()
    defer { terminal.restore() }
    pty.type("j\u{1B}[A\u{03}")
    #expect(terminal.readKeys(timeout: .seconds(5)) == [.down, .up, .quit])
  }

  @Test("The terminal's size is read from the kernel")
  func size() throws {
    let pty = try #require(PseudoTerminal())
    pty.resize(to: Size(width: 100, height: 30))
    #expect(Terminal.size(of: pty.secondary) == Size(width: 100, height: 30))
  }

  @Test("A signal restores the terminal, then reaches the handler that was there before")
  func signalRestores() throws {
    let pty = try #require(PseudoTerminal())
    let before = try #require(pty.localModes)
    let original = signal(SIGHUP, { _ in hangupsSeen += 1 })
    defer { signal(SIGHUP, original) }
    hangupsSeen = 0

    let terminal = Terminal(input: pty.secondary, output: pty.secondary)
    try terminal.enterFullScreen()
    _ = pty.received()
    // Test threads may block SIGHUP; unblocked here, it is handled before raise returns.
    var hangup = sigset_t()
    var previousMask = sigset_t()
    sigemptyset(&hangup)
    sigaddset(&hangup, SIGHUP)
    pthread_sigmask(SIG_UNBLOCK, &hangup, &previousMask)
    raise(SIGHUP)
    pthread_sigmask(SIG_SETMASK, &previousMask, nil)
    #expect(hangupsSeen == 1)
    #expect(pty.localModes == before)
    #expect(pty.received() == Terminal.restoreSequence)
    terminal.restore()
    #expect(pty.received() == "")
  }
}

/// Counts SIGHUPs in the signal test. `nonisolated(unsafe)`: written by a
/// signal handler, read after it ran, on the same thread.
nonisolated(unsafe) var hangupsSeen = 0
