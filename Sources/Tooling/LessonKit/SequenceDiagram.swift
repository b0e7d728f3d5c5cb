import Observing
import Tracing

/// A Mermaid `sequenceDiagram` of traced messages, which GitHub draws: one lifeline per
/// participant, in the order they first speak or are spoken to, and a note naming each key.
enum SequenceDiagram {
  static func mermaid(_ steps: [(step: String, messages: [MessageTrace.Message])]) -> String {
    var participants: [String] = []
    for message in steps.flatMap(\.messages) {
      for name in [message.sender.name, message.receiver.name] where !participants.contains(name) {
        participants.append(name)
      }
    }
    var lines = ["```mermaid", "sequenceDiagram"]
    lines += participants.map { "    participant \($0)" }
    for (step, messages) in steps where !messages.isEmpty {
      if let first = participants.first, let last = participants.last {
        lines.append("    Note over \(first),\(last): \(escaped(step))")
      }
      for message in messages {
        lines.append(
          "    \(message.sender.name)->>\(message.receiver.name): \(escaped(message.text))")
      }
    }
    lines.append("```")
    return lines.joined(separator: "\n")
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
