import Observing
import Testing

/// A bag ends everything it holds when it is emptied or released, so a screen's observations
/// end exactly when the screen goes away.
struct CancellationBagTests {
  @Test func holdsTokensWithoutCancellingThem() {
    let bag = CancellationBag()
    let tokens = (0..<3).map { _ in CancellationToken {} }
    tokens.forEach(bag.insert)
    #expect(bag.count == 3)
    #expect(tokens.allSatisfy { !$0.isCancelled })
  }

  @Test func removeAllCancelsEveryTokenAndEmptiesTheBag() {
    let bag = CancellationBag()
    let tokens = (0..<3).map { _ in CancellationToken {} }
    for token in tokens { token.store(in: bag) }
    bag.removeAll()
    #expect(bag.count == 0)
    #expect(tokens.allSatisfy { $0.isCancelled })
  }

  @Test func releasingTheBagCancelsEveryToken() {
    let cancelled = Locked(0)
    var bag: CancellationBag? = CancellationBag()
    for _ in 0..<3 {
      CancellationToken { cancelled.withLock { $0 += 1 } }.store(in: bag!)
    }
    #expect(cancelled.withLock { $0 } == 0)
    bag = nil
    #expect(cancelled.withLock { $0 } == 3)
    #expect(bag == nil)
  }

  @Test func theBagCanBeUsedAgainAfterRemoveAll() {
    let bag = CancellationBag()
    let old = CancellationToken {}
    old.store(in: bag)
    bag.removeAll()
    let new = CancellationToken {}
    new.store(in: bag)
    #expect(bag.count == 1)
    #expect(old.isCancelled)
    #expect(!new.isCancelled)
  }

  @Test @MainActor func aBagEndsObservationsWhenItsOwnerGoesAway() {
    let value = MutableBindableValue(0)
    var seen: [Int] = []
    var bag: CancellationBag? = CancellationBag()
    value.bind { seen.append($0) }.store(in: bag!)
    value.value = 1
    bag = nil
    value.value = 2
    #expect(seen == [0, 1])
    #expect(bag == nil)
  }
}
