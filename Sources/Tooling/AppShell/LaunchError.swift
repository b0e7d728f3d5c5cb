/// Why an app stops before it starts, with the exit code the contract gives it.
public enum LaunchError: Error, Equatable, Sendable {
  /// A bad flag, flag value or script key (exit 64, `EX_USAGE`). The message names the bad word.
  case usage(String)
  /// The fixture file could not be read (exit 66, `EX_NOINPUT`).
  case unreadableFixture(String)

  /// The process exit code, from BSD's `sysexits.h`.
  public var exitCode: Int32 {
    switch self {
    case .usage: 64
    case .unreadableFixture: 66
    }
  }

  /// The message for standard error.
  public var message: String {
    switch self {
    case .usage(let message), .unreadableFixture(let message): message
    }
  }
}
