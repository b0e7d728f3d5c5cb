import Foundation

/// A value guarded by a lock, so a token can be cancelled from any thread.
///
/// Tokens are released wherever their owner's last reference goes, and a
/// `deinit` is never isolated to an actor; a lock is the honest tool for that.
/// A real app on macOS 15+ would use `Synchronization.Mutex` instead.
public final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  /// Creates a lock around `value`.
  public init(_ value: Value) { self.value = value }

  /// Runs `body` with exclusive access to the value.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
