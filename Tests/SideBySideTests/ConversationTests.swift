import Observing
import TerminalUI
import Testing

@testable import AppShell
@testable import SideBySide

@MainActor
@Suite("Conversation: messages shown as they pass, or held for steps")
struct ConversationTests {
  let cause = Conversation.Cause(number: 1, label: "▸ refresh")

  func message(_ text: String) -> MessageTrace.Message {
    let trace = MessageTrace()
    trace.record(text, from: Participant("A"), to: Participant("B"))
    return trace.drainMessages()[0]
  }

  func screen(_ text: String) -> CellGrid {
    var canvas = CellGrid(size: Size(width: 10, height: 1))
    canvas.draw(text, x: 0, y: 0)
    return canvas
  }

  @Test("Playing, a message is shown at once and nothing is held")
  func playing() {
    var conversation = Conversation()
    conversation.show(message("one"), cause: cause)
    #expect(conversation.shownCount == 1)
    #expect(conversation.waitingCount == 0)
    #expect(conversation.heldScreen == nil)
    #expect(conversation.steppedIndex == nil)
  }

  @Test("Paused, messages wait; each step shows one, with the screen from when it passed")
  func stepping() {
    var conversation = Conversation()
    conversation.show(message("before"), cause: cause)
    for number in 1...3 {
      conversation.hold(
        message("m\(number)"), cause: cause, screen: screen("s\(number)"), before: screen("s0"))
    }
    #expect(conversation.waitingCount == 3)
    #expect(conversation.heldScreen == screen("s0"), "no step yet: the screen from before")
    var showed = conversation.showNext()
    #expect(showed)
    #expect(conversation.shown.last?.message.text == "m1")
    #expect(conversation.heldScreen == screen("s1"))
    #expect(conversation.steppedIndex == 1)
    conversation.showNext()
    #expect(conversation.heldScreen == screen("s2"))
    conversation.showNext()
    #expect(conversation.heldScreen == nil, "all shown: the live screen again")
    #expect(conversation.steppedIndex == 3, "the last step stays highlighted")
    showed = conversation.showNext()
    #expect(!showed)
  }

  @Test("Playing again shows everything that waited")
  func showAll() {
    var conversation = Conversation()
    conversation.hold(message("m"), cause: cause, screen: screen("s"), before: screen("s0"))
    conversation.showAll()
    #expect(conversation.waitingCount == 0)
    #expect(conversation.heldScreen == nil)
    #expect(conversation.steppedIndex == nil)
    #expect(conversation.entries.allSatisfy { $0.screen == nil }, "pictures are let go")
  }

  @Test("Only the newest messages are kept, never one still waiting")
  func capacity() {
    var conversation = Conversation()
    for number in 0..<(Conversation.capacity + 10) {
      conversation.show(message("\(number)"), cause: cause)
    }
    #expect(conversation.entries.count == Conversation.capacity)
    #expect(conversation.entries.first?.message.text == "10")
    for number in 0..<5 {
      conversation.hold(message("w\(number)"), cause: cause, screen: screen(""), before: screen(""))
    }
    #expect(conversation.waitingCount == 5)
    conversation.showAll()
    #expect(conversation.entries.count == Conversation.capacity)
    #expect(conversation.entries.last?.message.text == "w4")
  }
}
