import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A new pseudo-terminal: the end a terminal emulator holds (`primary`: what is written there is
/// typed, what the program draws is read there) and the one a program uses as its terminal
/// (`secondary`). Both are closed in any child that is not handed them on purpose. For what
/// measures a program the way a person sees it — `make bench`'s save → result in `kit watch` —
/// and for the tests that drive a real app on a terminal.
public struct PseudoTerminalPair: Sendable {
  /// The emulator's end.
  public let primary: Int32
  /// The program's end.
  public let secondary: Int32
  /// The program's end by path, for a program that must open it itself.
  public let secondaryPath: String

  /// Opens a new pair; `nil` when the system has none to give. The caller closes both ends.
  public static func make() -> PseudoTerminalPair? {
    #if os(Linux)
      let primary = open("/dev/ptmx", O_RDWR | O_NOCTTY)
      guard primary >= 0 else { return nil }
      // Linux's TIOCSPTLCK (unlock) and TIOCGPTN (number) requests: posix_openpt,
      // unlockpt and ptsname are not exported by Swift's Glibc module.
      var unlock: Int32 = 0
      var number: UInt32 = 0
      guard ioctl(primary, UInt(0x4004_5431), &unlock) == 0,
        ioctl(primary, UInt(0x8004_5430), &number) == 0
      else {
        close(primary)
        return nil
      }
      let path = "/dev/pts/\(number)"
      let secondary = open(path, O_RDWR | O_NOCTTY)
    #elseif canImport(Darwin)
      let primary = posix_openpt(O_RDWR | O_NOCTTY)
      guard primary >= 0, grantpt(primary) == 0, unlockpt(primary) == 0,
        let name = ptsname(primary)
      else {
        if primary >= 0 { close(primary) }
        return nil
      }
      let path = String(cString: name)
      let secondary = open(path, O_RDWR | O_NOCTTY)
    #else
      return nil
    #endif
    guard secondary >= 0 else {
      close(primary)
      return nil
    }
    // Not inherited by the programs started meanwhile: a child holding the emulator's end
    // would keep the terminal open after it is closed.
    _ = fcntl(primary, F_SETFD, FD_CLOEXEC)
    _ = fcntl(secondary, F_SETFD, FD_CLOEXEC)
    return PseudoTerminalPair(primary: primary, secondary: secondary, secondaryPath: path)
  }

  /// Sets the window size, as a terminal emulator does when its window is resized.
  public static func setSize(of primary: Int32, columns: Int, rows: Int) {
    var window = winsize()
    window.ws_col = UInt16(clamping: columns)
    window.ws_row = UInt16(clamping: rows)
    #if canImport(Glibc) || canImport(Musl)
      _ = ioctl(primary, UInt(TIOCSWINSZ), &window)
    #else
      _ = ioctl(primary, TIOCSWINSZ, &window)
    #endif
  }
}
