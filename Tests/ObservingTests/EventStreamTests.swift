import Observing
import Testing

/// Events, not state: a signal delivers what is sent while someone listens, and nothing else.
@MainActor
@Suite("EventStream: events that happen once")
struct EventStreamTests {
  @Test("An observer hears every value sent after it started, repeats included")
  func deliversEverySend() {
    let opened = EventSource<String>()
    var heard: [String] = []
    let token = opened.observe { heard.append($0) }
    opened.send("story 1")
    opened.send("story 1")
    #expect(heard == ["story 1", "story 1"], "opening the same story twice is two events")
    token.cancel()
  }

  @Test("A late observer hears nothing of what was sent before it came")
  func noReplay() {
    let opened = EventSource<Int>()
    opened.send(1)
    var heard: [Int] = []
    let token = opened.observe { heard.append($0) }
    #expect(heard.isEmpty)
    opened.send(2)
    #expect(heard == [2])
    token.cancel()
  }

  @Test("A cancelled or released token ends the observation")
  func tokensEndIt() {
    let opened = EventSource<Int>()
    var heard = 0
    let cancelled = opened.observe { _ in heard += 1 }
    cancelled.cancel()
    _ = opened.observe { _ in heard += 1 }
    opened.send(1)
    #expect(heard == 0)
  }

  @Test("Any number of observers each hear every event, in the order they came")
  func manyObservers() {
    let opened = EventSource<Int>()
    var order: [String] = []
    let tokens = [
      opened.observe { order.append("a\($0)") }, opened.observe { order.append("b\($0)") },
    ]
    opened.send(1)
    #expect(order == ["a1", "b1"])
    for token in tokens { token.cancel() }
  }
}
