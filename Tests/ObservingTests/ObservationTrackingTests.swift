import Observation
import Observing
import Testing

/// `observe(_:on:_:)`: Observation's one-shot, will-set `onChange`, turned into an observation
/// that delivers every new value, after the change, on the run loop it is given.
@MainActor
@Suite("Observing an @Observable object")
struct ObservationTrackingTests {
  /// A run loop the test turns by hand.
  final class ManualRunLoop: ChangeDelivery {
    private var work: [(id: Int, run: @MainActor () -> Void)] = []
    private var nextID = 0

    func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void)
      -> CancellationToken
    {
      let id = nextID
      nextID += 1
      self.work.append((id, work))
      return CancellationToken { [weak self] in
        MainActor.assumeIsolated { self?.work.removeAll { $0.id == id } }
      }
    }

    /// Runs everything scheduled so far, and whatever that schedules in turn.
    func turn() {
      while !work.isEmpty { work.removeFirst().run() }
    }

    var pendingCount: Int { work.count }
  }

  @Observable
  final class Counter {
    var count = 0
    var label = "zero"
  }

  let runLoop = ManualRunLoop()

  @Test("The value now is delivered at once; a change, only when the run loop turns")
  func deliversAfterTheChange() {
    let counter = Counter()
    var seen: [Int] = []
    let token = observe(counter.count, on: runLoop) { seen.append($0) }
    #expect(seen == [0])
    counter.count = 1
    #expect(seen == [0], "Observation says only that a change is coming")
    runLoop.turn()
    #expect(seen == [0, 1])
    token.cancel()
  }

  @Test("It keeps observing: one-shot onChange is armed again after each delivery")
  func rearms() {
    let counter = Counter()
    var seen: [Int] = []
    let token = observe(counter.count, on: runLoop) { seen.append($0) }
    for value in 1...3 {
      counter.count = value
      runLoop.turn()
    }
    #expect(seen == [0, 1, 2, 3])
    token.cancel()
  }

  @Test("Several changes before the run loop turns come as one, the latest")
  func coalesces() {
    let counter = Counter()
    var seen: [Int] = []
    let token = observe(counter.count, on: runLoop) { seen.append($0) }
    counter.count = 1
    counter.count = 2
    #expect(runLoop.pendingCount == 1, "one read scheduled, not two")
    runLoop.turn()
    #expect(seen == [0, 2])
    token.cancel()
  }

  @Test("A change to what the observer does not read is not its news; an equal value neither")
  func onlyWhatIsRead() {
    let counter = Counter()
    var seen: [Int] = []
    let token = observe(counter.count, on: runLoop) { seen.append($0) }
    counter.label = "one"
    runLoop.turn()
    counter.count = 0
    runLoop.turn()
    #expect(seen == [0])
    token.cancel()
  }

  @Test("A change that leaves what is read as it was is not news")
  func sameReadValue() {
    let counter = Counter()
    var seen: [Bool] = []
    let token = observe(counter.count > 0, on: runLoop) { seen.append($0) }
    counter.count = 1
    runLoop.turn()
    counter.count = 2
    runLoop.turn()
    #expect(seen == [false, true])
    token.cancel()
  }

  @Test("A cancelled observation never delivers, even a read already scheduled")
  func cancelStops() {
    let counter = Counter()
    var seen: [Int] = []
    let token = observe(counter.count, on: runLoop) { seen.append($0) }
    counter.count = 1
    token.cancel()
    runLoop.turn()
    counter.count = 2
    runLoop.turn()
    #expect(seen == [0])
  }

  @Test("The observation keeps neither the object nor the observer once its token is gone")
  func noCycle() {
    weak var released: Counter?
    do {
      let counter = Counter()
      released = counter
      observe(counter.count, on: runLoop) { _ in }.cancel()
    }
    #expect(released == nil)
  }

  @Test("Swift 6.2's Observations sequence re-arms by itself, delivering on tasks instead")
  func observationsSequence() async {
    // On Apple platforms `Observations` needs macOS / iOS 26; on Linux it comes with Swift 6.2.
    guard #available(macOS 26.0, iOS 26.0, *) else { return }
    let counter = Counter()
    var values = Observations { counter.count }.makeAsyncIterator()
    #expect(await values.next() == 0)
    counter.count = 1
    counter.count = 2
    // The changes of one turn come as one value, after the turn: what `observe` does on a
    // scheduler the test controls, this does on the task that awaits it.
    #expect(await values.next() == 2)
  }
}
