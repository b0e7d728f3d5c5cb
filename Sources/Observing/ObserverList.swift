/// The observers of one value, each behind its own token.
///
/// This is the repair of the classic `DynamicValue` box, which kept its
/// observers in a dictionary keyed by `String(describing: observer)`: two
/// observers of the same type overwrote each other and none could be removed.
/// Here every observer gets a fresh identifier and a token that removes it.
final class ObserverList<Arguments>: Sendable {
  typealias Observer = @MainActor (Arguments) -> Void

  private let observers = Locked<[(id: UInt64, call: Observer)]>([])
  private let nextID = Locked<UInt64>(0)

  /// Adds an observer; it is called until the returned token is cancelled or released.
  func add(_ observer: @escaping Observer) -> CancellationToken {
    let id = nextID.withLock { id in
      defer { id += 1 }
      return id
    }
    observers.withLock { $0.append((id, observer)) }
    return CancellationToken { [weak self] in
      self?.observers.withLock { $0.removeAll { $0.id == id } }
    }
  }

  /// Calls every observer registered when the notification starts.
  ///
  /// An observer removed by an earlier observer during the same notification
  /// is skipped: a cancelled token means "never call me again", at once.
  @MainActor func notify(_ arguments: Arguments) {
    let snapshot = observers.withLock { $0 }
    for observer in snapshot where isRegistered(observer.id) {
      observer.call(arguments)
    }
  }

  private func isRegistered(_ id: UInt64) -> Bool {
    observers.withLock { $0.contains { $0.id == id } }
  }
}
