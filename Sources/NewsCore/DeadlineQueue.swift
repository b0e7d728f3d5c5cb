import Observing

/// Work waiting for its time, shared by both schedulers: the test one moves
/// `now` by hand, the live one reads a real clock. Everything else about
/// "what runs next" is here, once.
final class DeadlineQueue: Sendable {
  struct Entry: Sendable {
    let deadline: Duration
    let sequence: UInt64
    let work: @MainActor () -> Void
  }

  private let state = Locked<(entries: [UInt64: Entry], nextSequence: UInt64)>(([:], 0))

  /// Adds `work` at `deadline`. Equal deadlines run in the order they were scheduled.
  ///
  /// The trace being recorded when the work is scheduled (or none) is current again when it
  /// runs, and so is the object that scheduled it, as a logger's context follows work onto
  /// another queue: an answer that arrives three seconds later is part of the same app's
  /// conversation, even when two apps side by side share one clock.
  @MainActor
  func insert(at deadline: Duration, _ work: @escaping @MainActor () -> Void) -> CancellationToken {
    let work = ObservationHook.carrying(work)
    let sequence = state.withLock { state in
      defer { state.nextSequence += 1 }
      state.entries[state.nextSequence] = Entry(
        deadline: deadline, sequence: state.nextSequence, work: work)
      return state.nextSequence
    }
    return CancellationToken { [weak self] in
      _ = self?.state.withLock { $0.entries.removeValue(forKey: sequence) }
    }
  }

  /// The earliest deadline still waiting, if any.
  var nextDeadline: Duration? {
    state.withLock { $0.entries.values.map(\.deadline).min() }
  }

  /// How many pieces of work are waiting.
  var count: Int { state.withLock { $0.entries.count } }

  /// Removes and returns the earliest entry due at `now`, or `nil` when none is due.
  func popDue(at now: Duration) -> Entry? {
    state.withLock { state in
      let due = state.entries.values
        .filter { $0.deadline <= now }
        .min { ($0.deadline, $0.sequence) < ($1.deadline, $1.sequence) }
      if let due { state.entries.removeValue(forKey: due.sequence) }
      return due
    }
  }
}
