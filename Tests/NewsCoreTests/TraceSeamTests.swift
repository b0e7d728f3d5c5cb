import Foundation
import NewsCore
import Observing
import Testing
import Tracing

/// The schedulers carry the trace, and the object that scheduled the work, into the work: an
/// answer that comes later is recorded in the trace that was current when it was asked for.
@MainActor
@Suite("NewsCore: the trace follows scheduled work")
struct TraceSeamTests {
  let scheduler = ManualScheduler()
  let trace = MessageTrace()

  @Test("Work scheduled in a trace runs in it, as the code of whoever scheduled it")
  func tracedWorkStaysTraced() {
    var seen: [(traced: Bool, speaker: Participant?)] = []
    let token = trace.recording {
      MessageTrace.speaking(as: Participant("ListModel")) {
        scheduler.schedule(after: .seconds(1)) {
          seen.append((MessageTrace.current != nil, MessageTrace.speaker))
        }
      }
    }
    // Advanced outside the trace: the work still runs in it.
    scheduler.advance(by: .seconds(1))
    #expect(seen.map(\.traced) == [true])
    #expect(seen.map(\.speaker) == [Participant("ListModel")])
    token.cancel()
  }

  @Test("Work scheduled outside any trace runs outside one")
  func untracedWorkStaysUntraced() {
    var current: [Bool] = []
    let token = scheduler.schedule(after: .seconds(1)) {
      current.append(MessageTrace.current != nil)
    }
    trace.recording { scheduler.advance(by: .seconds(1)) }
    #expect(current == [false])
    token.cancel()
  }
}
