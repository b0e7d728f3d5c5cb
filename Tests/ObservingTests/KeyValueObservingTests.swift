import Observing
import Testing

/// Key-path observation shaped like Foundation's KVO: the same options, the same
/// `(object, change)` handler, and an observation whose release or `invalidate()` ends it.
@MainActor
struct KeyValueObservingTests {
  private let thermostat = Thermostat()
  private let calls = Calls()

  // MARK: - Options

  @Test func withoutOptionsTheHandlerHearsOfTheChangeButGetsNoValues() {
    let token = thermostat.observe(\.temperature) { [calls] _, change in calls.record(change) }
    thermostat.temperature = 22
    #expect(calls.changes == [Change(old: nil, new: nil)])
    token.invalidate()
  }

  @Test func newDeliversTheValueAfterTheChange() {
    let token = thermostat.observe(\.temperature, options: .new) { [calls] _, change in
      calls.record(change)
    }
    thermostat.temperature = 22
    thermostat.temperature = 18
    #expect(calls.changes == [Change(old: nil, new: 22), Change(old: nil, new: 18)])
    token.invalidate()
  }

  @Test func oldDeliversTheValueBeforeTheChange() {
    let token = thermostat.observe(\.temperature, options: .old) { [calls] _, change in
      calls.record(change)
    }
    thermostat.temperature = 22
    #expect(calls.changes == [Change(old: 20, new: nil)])
    token.invalidate()
  }

  @Test func oldAndNewTogetherDeliverBoth() {
    let token = thermostat.observe(\.temperature, options: [.old, .new]) { [calls] _, change in
      calls.record(change)
    }
    thermostat.temperature = 22
    #expect(calls.changes == [Change(old: 20, new: 22)])
    token.invalidate()
  }

  @Test func initialCallsAtOnceWithTheCurrentValueAndNoOldValue() {
    let token = thermostat.observe(\.temperature, options: [.initial, .old, .new]) {
      [calls] _, change in calls.record(change)
    }
    #expect(calls.changes == [Change(old: nil, new: 20)])
    thermostat.temperature = 22
    #expect(calls.changes == [Change(old: nil, new: 20), Change(old: 20, new: 22)])
    token.invalidate()
  }

  @Test func withoutInitialNothingIsCalledUntilTheFirstChange() {
    let token = thermostat.observe(\.temperature, options: [.old, .new]) { [calls] _, change in
      calls.record(change)
    }
    #expect(calls.changes.isEmpty)
    token.invalidate()
  }

  @Test func everySetIsAChangeEvenToTheSameValue() {
    // As with KVO on iOS: the setter ran, so observers hear of it.
    let token = thermostat.observe(\.temperature, options: .new) { [calls] _, change in
      calls.record(change)
    }
    thermostat.temperature = 20
    #expect(calls.changes == [Change(old: nil, new: 20)])
    token.invalidate()
  }

  @Test func anOptionalPropertyDeliversNilAsAValue() {
    var seen: [String??] = []
    let token = thermostat.observe(\.room, options: [.old, .new]) { _, change in
      seen.append(change.oldValue)
      seen.append(change.newValue)
    }
    thermostat.room = "hall"
    thermostat.room = nil
    #expect(seen == [.some(nil), .some("hall"), .some("hall"), .some(nil)])
    token.invalidate()
  }

  // MARK: - Who is called

  @Test func observersOfOneKeyPathAreNotCalledForAnother() {
    var roomChanges = 0
    let token = thermostat.observe(\.room) { _, _ in roomChanges += 1 }
    thermostat.temperature = 22
    #expect(roomChanges == 0)
    thermostat.room = "kitchen"
    #expect(roomChanges == 1)
    token.invalidate()
  }

  @Test func everyObserverIsCalledInTheOrderItStartedObserving() {
    var order: [Int] = []
    let tokens = (0..<50).map { index in
      thermostat.observe(\.temperature) { _, _ in order.append(index) }
    }
    thermostat.temperature = 22
    #expect(order == Array(0..<50))
    for token in tokens { token.invalidate() }
  }

  @Test func theHandlerReceivesTheObservedObject() {
    var received: Thermostat?
    let token = thermostat.observe(\.temperature) { object, _ in received = object }
    thermostat.temperature = 22
    #expect(received === thermostat)
    token.invalidate()
  }

  @Test func anObserverAddedDuringANotificationHearsOnlyLaterChanges() {
    var late: KeyValueObservation?
    let token = thermostat.observe(\.temperature, options: .new) { [calls] object, _ in
      guard late == nil else { return }
      late = object.observe(\.temperature, options: .new) { _, change in calls.record(change) }
    }
    thermostat.temperature = 22
    #expect(calls.changes.isEmpty)
    thermostat.temperature = 23
    #expect(calls.changes == [Change(old: nil, new: 23)])
    token.invalidate()
    late?.invalidate()
  }

  // MARK: - Ending an observation

  @Test func aCancelledObserverIsNeverCalledAgain() {
    let token = thermostat.observe(\.temperature, options: .new) { [calls] _, change in
      calls.record(change)
    }
    thermostat.temperature = 22
    token.invalidate()
    thermostat.temperature = 23
    #expect(calls.changes == [Change(old: nil, new: 22)])
  }

  @Test func aReleasedTokenEndsTheObservation() {
    var token: KeyValueObservation? = thermostat.observe(\.temperature, options: .new) {
      [calls] _, change in calls.record(change)
    }
    thermostat.temperature = 22
    token = nil
    thermostat.temperature = 23
    #expect(calls.changes == [Change(old: nil, new: 22)])
    #expect(token == nil)
  }

  @Test func anObserverCancelledByAnEarlierOneInTheSameNotificationIsNotCalled() {
    var second: KeyValueObservation?
    let first = thermostat.observe(\.temperature) { _, _ in second?.invalidate() }
    second = thermostat.observe(\.temperature) { [calls] _, change in calls.record(change) }
    thermostat.temperature = 22
    #expect(calls.changes.isEmpty)
    first.invalidate()
  }

  @Test func anObserverMayCancelItselfWhileBeingCalled() {
    var token: KeyValueObservation?
    token = thermostat.observe(\.temperature, options: .new) { [calls] _, change in
      calls.record(change)
      token?.invalidate()
    }
    thermostat.temperature = 22
    thermostat.temperature = 23
    #expect(calls.changes == [Change(old: nil, new: 22)])
  }

  // MARK: - Memory

  @Test func observingDoesNotKeepTheObjectAlive() {
    var object: Thermostat? = Thermostat()
    // Assigned, not initialised, so it compiles the same before and after Swift 6.2's `weak let`.
    weak var released: Thermostat?
    released = object
    let token = object?.observe(\.temperature, options: [.initial, .new]) { _, _ in }
    object = nil
    #expect(released == nil)
    // Invalidating after the object is gone is harmless.
    token?.invalidate()
  }
}

// MARK: - A model to observe

/// On Linux nothing can intercept a setter, so the model announces its own changes, as iOS
/// code does when it takes KVO's notifications over by hand.
@MainActor
private final class Thermostat: KeyValueObservable {
  let keyValueObservers = KeyValueObservers()

  var temperature = 20 {
    willSet { willChangeValue(for: \.temperature) }
    didSet { didChangeValue(for: \.temperature) }
  }

  var room: String? {
    willSet { willChangeValue(for: \.room) }
    didSet { didChangeValue(for: \.room) }
  }
}

/// One delivered change, comparable.
private struct Change: Equatable {
  let old: Int?
  let new: Int?
}

/// The changes a handler received, in order.
@MainActor
private final class Calls {
  private(set) var changes: [Change] = []

  func record(_ change: KeyValueObservedChange<Int>) {
    changes.append(Change(old: change.oldValue, new: change.newValue))
  }
}
