import Observing
import TerminalUI
import Testing
import Tracing

@testable import AppShell
@testable import SideBySide

@MainActor
@Suite("Conversation: every message a pane's objects sent, under what set it off")
struct ConversationTests {
  let cause = Conversation.Cause(number: 1, label: "▸ refresh", time: .zero, kind: .learner)

  func message(_ text: String) -> MessageTrace.Message {
    let trace = MessageTrace()
    trace.record(text, from: Participant("A"), to: Participant("B"))
    return trace.drainMessages()[0]
  }

  @Test("Messages are kept in order, counted from the start")
  func order() {
    var conversation = Conversation()
    for text in ["one", "two", "three"] { conversation.append(message(text), cause: cause) }
    #expect(conversation.count == 3)
    #expect(conversation.first(2).map(\.message.text) == ["one", "two"])
    #expect(conversation.first(9).count == 3, "no more than there are")
  }

  @Test("Only the newest are kept; the count and the first n still count from the start")
  func capacity() {
    var conversation = Conversation()
    let sent = Conversation.capacity + 1
    for number in 0..<sent { conversation.append(message("\(number)"), cause: cause) }
    let forgotten = Conversation.capacity / 10
    #expect(conversation.entries.count == sent - forgotten)
    #expect(conversation.entries.first?.message.text == "\(forgotten)")
    #expect(conversation.count == sent)
    #expect(
      conversation.first(forgotten + 2).map(\.message.text) == ["\(forgotten)", "\(forgotten + 1)"])
    #expect(conversation.first(5).isEmpty, "those were forgotten")
  }
}
