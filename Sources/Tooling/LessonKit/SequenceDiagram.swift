import Observing
import Tracing

/// A Mermaid `sequenceDiagram` of traced messages, which GitHub draws: one lifeline per
/// participant, in the order they first speak or are spoken to, and a note naming each key.
///
/// GitHub's column is narrow (`MermaidWidth`): a lifeline takes at least 200 px, so a diagram
/// shows a few participants at a time. A lesson picks them (`only`), and a message wider than
/// `widestLine` is written on two lines, broken between its words, never inside a call.
enum SequenceDiagram {
  /// The widest a message's line is written, in pixels.
  static let widestLine = 220.0

  /// The diagram of `steps`; with `only`, of the messages between those participants alone (a
  /// name without a number stands for every numbered one: `NewsCell` for `NewsCell 1`).
  static func mermaid(
    _ steps: [(step: String, messages: [MessageTrace.Message])], only: [String]? = nil
  ) -> String {
    func isShown(_ participant: Participant) -> Bool {
      guard let only else { return true }
      return only.contains(participant.name) || only.contains(kind(of: participant.name))
    }
    let shown = steps.map { step in
      (step.step, step.messages.filter { isShown($0.sender) && isShown($0.receiver) })
    }
    var participants: [String] = []
    for message in shown.flatMap(\.1) {
      for name in [message.sender.name, message.receiver.name] where !participants.contains(name) {
        participants.append(name)
      }
    }
    var lines = ["```mermaid", "sequenceDiagram"]
    lines += participants.map { "    participant \($0)" }
    for (step, messages) in shown where !messages.isEmpty {
      if let first = participants.first, let last = participants.last {
        lines.append("    Note over \(first),\(last): \(escaped(step))")
      }
      for message in messages {
        let text = MermaidText.brokenInTwo(message.text, over: widestLine)
        lines.append("    \(message.sender.name)->>\(message.receiver.name): \(escaped(text))")
      }
    }
    lines.append("```")
    return lines.joined(separator: "\n")
  }

  /// `NewsCell` for `NewsCell 3`: a numbered participant's class.
  private static func kind(of name: String) -> String {
    guard let space = name.lastIndex(of: " "),
      name[name.index(after: space)...].allSatisfy(\.isNumber)
    else { return name }
    return String(name[..<space])
  }

  /// Message text as Mermaid reads it: `#` starts an entity and `;` ends a statement, so both
  /// are written as entity codes.
  private static func escaped(_ text: String) -> String {
    text.map { character in
      switch character {
      case "#": "#35;"
      case ";": "#59;"
      default: String(character)
      }
    }.joined()
  }
}
