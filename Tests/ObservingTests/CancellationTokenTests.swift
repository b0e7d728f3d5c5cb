import Observing
import Testing

/// A token ends its work once: on `cancel()` or when it is released, whichever comes first.
struct CancellationTokenTests {
  @Test func cancelRunsTheActionOnce() {
    let runs = Locked(0)
    let token = CancellationToken { runs.withLock { $0 += 1 } }
    #expect(!token.isCancelled)
    token.cancel()
    token.cancel()
    #expect(runs.withLock { $0 } == 1)
    #expect(token.isCancelled)
  }

  @Test func releasingTheTokenCancelsIt() {
    let runs = Locked(0)
    var token: CancellationToken? = CancellationToken { runs.withLock { $0 += 1 } }
    #expect(runs.withLock { $0 } == 0)
    token = nil
    #expect(runs.withLock { $0 } == 1)
    #expect(token == nil)
  }

  @Test func releasingACancelledTokenDoesNotRunTheActionAgain() {
    let runs = Locked(0)
    var token: CancellationToken? = CancellationToken { runs.withLock { $0 += 1 } }
    token?.cancel()
    token = nil
    #expect(runs.withLock { $0 } == 1)
    #expect(token == nil)
  }

  @Test func anEmptyTokenHasNothingToDoButStillRecordsCancellation() {
    let token = CancellationToken.empty
    #expect(!token.isCancelled)
    token.cancel()
    #expect(token.isCancelled)
  }

  @Test func storingInABagKeepsTheTokenAliveWhileTheBagLives() {
    let runs = Locked(0)
    let bag = CancellationBag()
    CancellationToken { runs.withLock { $0 += 1 } }.store(in: bag)
    #expect(bag.count == 1)
    #expect(runs.withLock { $0 } == 0)
    bag.removeAll()
    #expect(runs.withLock { $0 } == 1)
  }

  @Test func canBeCancelledFromAnotherThreadExactlyOnce() async {
    // Tokens are released wherever their owner's last reference goes, so cancel is thread-safe.
    let runs = Locked(0)
    let token = CancellationToken { runs.withLock { $0 += 1 } }
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<100 { group.addTask { token.cancel() } }
    }
    #expect(runs.withLock { $0 } == 1)
  }
}
