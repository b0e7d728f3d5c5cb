import Observing
import Testing

/// The value box of MVVM: `bind` for views that must show something at once, `observe` for
/// reactions to changes only, any number of observers, each ended by its own token.
@MainActor
struct BindableValueTests {
  @Test func holdsItsValue() {
    let title = MutableBindableValue("Loading…")
    #expect(title.value == "Loading…")
    title.value = "News"
    #expect(title.value == "News")
  }

  @Test func bindDeliversTheCurrentValueAtOnceThenEveryChange() {
    let title = MutableBindableValue("Loading…")
    var seen: [String] = []
    let token = title.bind { seen.append($0) }
    #expect(seen == ["Loading…"])
    title.value = "News"
    #expect(seen == ["Loading…", "News"])
    token.cancel()
  }

  @Test func observeDeliversOnlyLaterChanges() {
    let title = MutableBindableValue("Loading…")
    var seen: [String] = []
    let token = title.observe { seen.append($0) }
    #expect(seen.isEmpty)
    title.value = "News"
    #expect(seen == ["News"])
    token.cancel()
  }

  @Test func anEqualValueIsNotNewsWhenValuesCanBeCompared() {
    // A BindableValue is state: "still loading" is not a change, and redrawing for it is wasted.
    let count = MutableBindableValue(0)
    var seen: [Int] = []
    let token = count.observe { seen.append($0) }
    count.value = 1
    count.value = 1
    count.value = 0
    #expect(seen == [1, 0])
    token.cancel()
  }

  @Test func everySetNotifiesWhenValuesCannotBeCompared() {
    struct Opaque { let number: Int }
    let box = MutableBindableValue(Opaque(number: 0))
    var seen: [Int] = []
    let token = box.observe { seen.append($0.number) }
    box.value = Opaque(number: 1)
    box.value = Opaque(number: 1)
    #expect(seen == [1, 1])
    token.cancel()
  }

  @Test func aReadOnlyViewSeesTheOwnersChanges() {
    let owned = MutableBindableValue(1)
    let published: BindableValue<Int> = owned
    var seen: [Int] = []
    let token = published.bind { seen.append($0) }
    owned.value = 2
    #expect(seen == [1, 2])
    #expect(published.value == 2)
    token.cancel()
  }

  @Test func observersOfTheSameTypeDoNotReplaceEachOther() {
    // The classic DynamicValue box keyed observers by their description, so this lost one.
    let value = MutableBindableValue(0)
    var first: [Int] = []
    var second: [Int] = []
    let tokens = [value.observe { first.append($0) }, value.observe { second.append($0) }]
    value.value = 7
    #expect(first == [7])
    #expect(second == [7])
    for token in tokens { token.cancel() }
  }

  @Test func manyObserversAreCalledInTheOrderTheyCame() {
    let value = MutableBindableValue(0)
    var order: [Int] = []
    let tokens = (0..<100).map { index in value.observe { _ in order.append(index) } }
    value.value = 1
    #expect(order == Array(0..<100))
    for token in tokens { token.cancel() }
  }

  @Test func aCancelledObserverIsNeverCalledAgain() {
    let value = MutableBindableValue(0)
    var seen: [Int] = []
    let token = value.bind { seen.append($0) }
    value.value = 1
    token.cancel()
    value.value = 2
    #expect(seen == [0, 1])
  }

  @Test func cancellingOneObserverLeavesTheOthers() {
    let value = MutableBindableValue(0)
    var first: [Int] = []
    var second: [Int] = []
    let tokens = [value.observe { first.append($0) }, value.observe { second.append($0) }]
    tokens[0].cancel()
    value.value = 1
    #expect(first == [])
    #expect(second == [1])
    tokens[1].cancel()
  }

  @Test func aReleasedTokenEndsTheBinding() {
    let value = MutableBindableValue(0)
    var seen: [Int] = []
    _ = value.bind { seen.append($0) }
    value.value = 1
    #expect(seen == [0])
  }

  @Test func anObserverCancelledByAnEarlierOneInTheSameChangeIsNotCalled() {
    let value = MutableBindableValue(0)
    var later: CancellationToken?
    var seen: [Int] = []
    let first = value.observe { _ in later?.cancel() }
    later = value.observe { seen.append($0) }
    value.value = 1
    value.value = 2
    #expect(seen.isEmpty)
    first.cancel()
  }

  @Test func anObserverAddedDuringAChangeHearsOnlyLaterOnes() {
    let value = MutableBindableValue(0)
    var late: CancellationToken?
    var seen: [Int] = []
    let first = value.observe { _ in
      if late == nil { late = value.observe { seen.append($0) } }
    }
    value.value = 1
    value.value = 2
    #expect(seen == [2])
    first.cancel()
    late?.cancel()
  }

  @Test func endingAnObservationReleasesWhatTheObserverHeld() {
    let value = MutableBindableValue(0)
    weak var watcher: Watcher?
    var token: CancellationToken?
    do {
      let strong = Watcher()
      watcher = strong
      token = value.observe { strong.last = $0 }
    }
    #expect(watcher != nil, "an observer lives while it observes")
    token = nil
    #expect(watcher == nil, "and not a moment longer")
    #expect(token == nil)
  }
}

/// Something a view might be: a reference that should go away when its screen does.
@MainActor
private final class Watcher {
  var last: Int?
}
