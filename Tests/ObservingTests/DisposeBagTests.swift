import Observing
import Testing

/// A bag ends everything it holds when it is emptied or released, so a screen's observations
/// end exactly when the screen goes away.
struct DisposeBagTests {
  @Test func holdsTokensWithoutCancellingThem() {
    let bag = DisposeBag()
    let tokens = (0..<3).map { _ in Cancellable {} }
    tokens.forEach(bag.insert)
    #expect(bag.count == 3)
    #expect(tokens.allSatisfy { !$0.isCancelled })
  }

  @Test func removeAllCancelsEveryTokenAndEmptiesTheBag() {
    let bag = DisposeBag()
    let tokens = (0..<3).map { _ in Cancellable {} }
    for token in tokens { token.store(in: bag) }
    bag.removeAll()
    #expect(bag.count == 0)
    #expect(tokens.allSatisfy { $0.isCancelled })
  }

  @Test func releasingTheBagCancelsEveryToken() {
    let cancelled = Locked(0)
    var bag: DisposeBag? = DisposeBag()
    for _ in 0..<3 {
      Cancellable { cancelled.withLock { $0 += 1 } }.store(in: bag!)
    }
    #expect(cancelled.withLock { $0 } == 0)
    bag = nil
    #expect(cancelled.withLock { $0 } == 3)
    #expect(bag == nil)
  }

  @Test func theBagCanBeUsedAgainAfterRemoveAll() {
    let bag = DisposeBag()
    let old = Cancellable {}
    old.store(in: bag)
    bag.removeAll()
    let new = Cancellable {}
    new.store(in: bag)
    #expect(bag.count == 1)
    #expect(old.isCancelled)
    #expect(!new.isCancelled)
  }

  @Test @MainActor func aBagEndsObservationsWhenItsOwnerGoesAway() {
    let value = MutableBindable(0)
    var seen: [Int] = []
    var bag: DisposeBag? = DisposeBag()
    value.bind { seen.append($0) }.store(in: bag!)
    value.value = 1
    bag = nil
    value.value = 2
    #expect(seen == [0, 1])
    #expect(bag == nil)
  }
}
