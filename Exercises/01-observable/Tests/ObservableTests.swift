import Testing

/// Stands in for a screen that observes a value and must be released when it goes away.
private final class Screen {}

@Suite("An observable value")
struct ObservableTests {
  @Test("bind hands the observer the current value at once")
  func bindDeliversTheCurrentValue() {
    let box = Observable("Loading…")
    var heard: [String] = []
    let token = box.bind { heard.append($0) }
    #expect(heard == ["Loading…"], "a view bound to an output should never start blank")
    withExtendedLifetime(token) {}
  }

  @Test("every change reaches an observer")
  func everyChangeReachesAnObserver() {
    let box = Observable(1)
    var heard: [Int] = []
    let token = box.bind { heard.append($0) }
    withExtendedLifetime(token) {
      box.value = 2
      box.value = 3
    }
    #expect(heard == [1, 2, 3])
  }

  @Test("two observers both hear every change")
  func twoObserversBothHear() {
    let box = Observable(1)
    var first: [Int] = []
    var second: [Int] = []
    let firstToken = box.bind { first.append($0) }
    let secondToken = box.bind { second.append($0) }
    withExtendedLifetime((firstToken, secondToken)) {
      box.value = 2
    }
    #expect(
      first == [1, 2],
      "each observer must hear every change; the first one stopped hearing when the second bound")
    #expect(second == [1, 2])
  }

  @Test("cancelling one token leaves the other observers listening")
  func cancellingOneTokenLeavesTheOthers() {
    let box = Observable(1)
    var first: [Int] = []
    var second: [Int] = []
    let firstToken = box.bind { first.append($0) }
    let secondToken = box.bind { second.append($0) }
    firstToken.cancel()
    withExtendedLifetime(secondToken) {
      box.value = 2
    }
    #expect(first == [1], "a cancelled observer is never called again")
    #expect(second == [1, 2], "cancelling the first observer's token must not silence the second")
  }

  @Test("letting a token go ends its observation")
  func releasingATokenEndsTheObservation() {
    let box = Observable(1)
    var heard: [Int] = []
    _ = box.bind { heard.append($0) }
    box.value = 2
    #expect(heard == [1], "the token was released at once, so the observer should not hear 2")
  }

  @Test("the box keeps nothing alive once an observer's token is gone")
  func releasedObserversAreLetGo() {
    let box = Observable(1)
    weak var released: Screen?
    do {
      let screen = Screen()
      released = screen
      _ = box.bind { [screen] _ in _ = screen }
    }
    #expect(
      released == nil,
      "the screen's observer still holds it: a released token must remove its observer")
  }
}
