import Observing

/// Something a fake has promised to answer, and what became of it.
///
/// The fakes hand out one of these per call so that a test can ask, call by call, "did the
/// code under test give up on this one?" Only a cancel *before* the answer counts: code that
/// lets go of a finished load's token is tidying up, not giving up.
public final class PendingAnswer: Sendable {
  // Both flags sit behind one lock: tokens may be released on any thread.
  private let state = Locked((delivered: false, cancelled: false))

  /// A promise not yet kept or broken.
  init() {}

  /// Whether the asker gave up while the answer was still on its way.
  public var isCancelled: Bool { state.withLock { $0.cancelled } }

  /// Marks the answer as handed over; a later cancel is then only tidying up.
  func deliver() { state.withLock { $0.delivered = true } }

  /// Marks the answer as given up on, unless it was already delivered.
  func cancel() {
    state.withLock { state in
      if !state.delivered { state.cancelled = true }
    }
  }
}
