import Foundation
import Spawning
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal pair, closed when released.
public final class PseudoTerminal {
  /// The end a terminal emulator holds: what is written here is typed.
  public private(set) var primary: Int32
  /// The end the program under test uses as its terminal.
  public let secondary: Int32
  /// The secondary end's path, for a program that must open it itself: a shell becomes the
  /// terminal's controlling process by opening it as the leader of a new session.
  public let secondaryPath: String

  public init?() {
    guard let pair = PseudoTerminalPair.make() else { return nil }
    primary = pair.primary
    secondary = pair.secondary
    secondaryPath = pair.secondaryPath
  }

  deinit {
    close(secondary)
    if primary >= 0 { close(primary) }
  }

  /// Closes the emulator's end, as when a terminal window is closed: writes to the
  /// secondary end fail from then on.
  public func closePrimary() {
    if primary >= 0 { close(primary) }
    primary = -1
  }

  /// The secondary end's local modes (echo, canonical, signals...).
  public var localModes: tcflag_t? {
    var settings = termios()
    guard tcgetattr(secondary, &settings) == 0 else { return nil }
    return settings.c_lflag
  }

  /// Types `text` as if on the keyboard.
  public func type(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(primary, $0.baseAddress, $0.count) }
  }

  /// Sets the window size, as a terminal emulator does when its window is resized.
  public func resize(to size: Size) {
    PseudoTerminalPair.setSize(of: primary, columns: size.width, rows: size.height)
  }

  /// Everything the program writes to its terminal until the output so far contains
  /// `marker`, or until `seconds` pass — the time limit only bounds a failure; a passing test
  /// never waits for it — or the program closes the terminal.
  public func received(until marker: String, seconds: Double = 20) -> String {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    let wanted = Array(marker.utf8)
    var found = wanted.isEmpty
    while !found, ContinuousClock.now < deadline {
      var waiting = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
      guard poll(&waiting, 1, 100) >= 0 || errno == EINTR else { break }
      guard waiting.revents != 0 else { continue }
      let count = read(primary, &buffer, buffer.count)
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      guard count > 0 else { break }  // The program closed the terminal (EIO on Linux).
      // Only the new bytes, and the end of the old ones a marker may straddle, are searched.
      let searchFrom = max(bytes.count - wanted.count + 1, 0)
      bytes += buffer[..<count]
      found = bytes[searchFrom...].firstRange(of: wanted) != nil
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The secondary end's input and local modes, compared whole before and after a run.
  public var modes: [tcflag_t]? {
    var settings = termios()
    guard tcgetattr(secondary, &settings) == 0 else { return nil }
    return [settings.c_iflag, settings.c_oflag, settings.c_cflag, settings.c_lflag]
  }

  /// What the program has written to its terminal since the last call. The
  /// bytes are already there when this is called; the timeout only bounds a failure.
  public func received() -> String {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    var waiting = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
    while poll(&waiting, 1, bytes.isEmpty ? 200 : 20) > 0 {
      let count = read(primary, &buffer, buffer.count)
      guard count > 0 else { break }
      bytes += buffer[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
