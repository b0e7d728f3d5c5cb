import Testing

@testable import class Exercise01DynamicValue.DynamicValue

// Shortcuts tried against these tests, and the tests that catch each. Each was put into
// DynamicValue.swift and checked the way `make exercise NAME=dynamic-value` checks it:
//
// - An array, and a token whose cancel does nothing: `cancellingOneTokenLeavesTheOthers`,
//   `cancellingInAnyOrder`, `releasingATokenEndsTheObservation`, `releasedObserversAreLetGo`.
// - Cancelling removes every observer (`observers.removeAll()`):
//   `cancellingOneTokenLeavesTheOthers`, `cancellingInAnyOrder`, `aLaterObserverReplacesNoOne`.
// - Each token remembers its observer's index in the array and removes that index: after the
//   first removal the indices have moved, so `cancellingInAnyOrder` hears the wrong one.
// - The dictionary kept, keyed by `observers.count` instead of a description, with a `deinit`:
//   after a cancellation the next observer gets a key still in use (`aLaterObserverReplacesNoOne`).
// - The right storage but no `deinit` in the token: `releasingATokenEndsTheObservation`,
//   `releasedObserversAreLetGo`.

/// Stands in for a screen that observes a value and must be released when it goes away.
private final class Screen {}

@Suite("A dynamic value")
struct DynamicValueTests {
  @Test("bind hands the observer the current value at once")
  func bindDeliversTheCurrentValue() {
    let box = DynamicValue("Loading…")
    var heard: [String] = []
    let token = box.bind { heard.append($0) }
    #expect(heard == ["Loading…"], "a view bound to an output should never start blank")
    withExtendedLifetime(token) {}
  }

  @Test("every change reaches an observer")
  func everyChangeReachesAnObserver() {
    let box = DynamicValue(1)
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
    let box = DynamicValue(1)
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
    let box = DynamicValue(1)
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

  @Test("tokens cancelled one after another each remove their own observer")
  func cancellingInAnyOrder() {
    let box = DynamicValue(1)
    var heard: [String: [Int]] = [:]
    let tokens = ["first", "second", "third"].map { name in
      box.bind { heard[name, default: []].append($0) }
    }
    tokens[0].cancel()
    tokens[1].cancel()
    withExtendedLifetime(tokens) {
      box.value = 2
    }
    #expect(heard["first"] == [1])
    #expect(heard["second"] == [1], "the second token was cancelled, yet its observer still hears")
    #expect(
      heard["third"] == [1, 2],
      "cancelling the first two silenced the third: does a token remember a position that moves?")
  }

  @Test("an observer bound after a cancellation takes no other observer's place")
  func aLaterObserverReplacesNoOne() {
    let box = DynamicValue(1)
    var second: [Int] = []
    var third: [Int] = []
    let firstToken = box.bind { _ in }
    let secondToken = box.bind { second.append($0) }
    firstToken.cancel()
    let thirdToken = box.bind { third.append($0) }
    withExtendedLifetime((secondToken, thirdToken)) {
      box.value = 2
    }
    #expect(
      second == [1, 2],
      "the third observer took the second's place: an identity must never be handed out twice")
    #expect(third == [1, 2])
  }

  @Test("letting a token go ends its observation")
  func releasingATokenEndsTheObservation() {
    let box = DynamicValue(1)
    var heard: [Int] = []
    _ = box.bind { heard.append($0) }
    box.value = 2
    #expect(heard == [1], "the token was released at once, so the observer should not hear 2")
  }

  @Test("the box keeps nothing alive once an observer's token is gone")
  func releasedObserversAreLetGo() {
    let box = DynamicValue(1)
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
