import Foundation

/// How wide GitHub draws a lesson's Mermaid diagram, estimated from its text, and how wide it
/// may be.
///
/// GitHub draws a diagram in its content column, 880 px wide, and shrinks a wider one to fit:
/// its 16 px text shrinks with it. A diagram at most `widest` wide keeps its text at 12 px or
/// more. `make test` holds every diagram of the lessons to that (`MermaidWidthTests`), and
/// calibrates the estimate against widths measured in a browser.
public enum MermaidWidth {
  /// GitHub's content column, in pixels.
  public static let column = 880.0
  /// The smallest text a diagram may show there.
  public static let smallestText = 12.0
  /// The widest a diagram may be: 1,173 px, which the column shows at 12/16 of its size.
  public static var widest: Double { column * MermaidText.fontSize / smallestText }

  /// The width Mermaid draws `diagram` at, in pixels: the text of a ```mermaid block, without
  /// its fences. `nil` for a kind of diagram, or a line, this estimate does not know.
  public static func of(_ diagram: String) -> Double? {
    let lines = statements(of: diagram)
    switch lines.first {
    case "sequenceDiagram": return conversation(lines.dropFirst()).map(sequenceWidth)
    case "flowchart TD": return flowchart(lines.dropFirst()).map(FlowchartLayout.width(of:))
    default: return nil
    }
  }

  /// The text `diagram` shows: its participants' names and messages, or its boxes' and arrows'
  /// labels, each once; `nil` for a diagram this estimate does not know.
  public static func shownText(of diagram: String) -> [String]? {
    let lines = statements(of: diagram)
    let shown: [String]?
    switch lines.first {
    case "sequenceDiagram":
      shown = conversation(lines.dropFirst()).map { $0.participants + $0.messages.map(\.text) }
    case "flowchart TD":
      shown = flowchart(lines.dropFirst()).map { $0.boxes.map(\.label) + $0.arrows.map(\.label) }
    default: shown = nil
    }
    return shown?.map { $0.replacingOccurrences(of: MermaidText.lineBreak, with: " ") }
  }

  /// The lines of `diagram` that say something: not blank, not a `%%` comment.
  private static func statements(of diagram: String) -> [String] {
    diagram.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("%%") }
  }

  /// The size text is drawn at when `width` is shrunk to the column.
  public static func textSize(atWidth width: Double) -> Double {
    MermaidText.fontSize * min(1, column / width)
  }

  // MARK: Sequence diagrams

  /// Mermaid's sequence layout: a box per participant, at least 150 px wide, and between two
  /// neighbours at least 50 px, more where a message between just those two needs it (a
  /// message that passes a box between its ends widens nothing); 50 px either side.
  private static func sequenceWidth(
    _ conversation: (participants: [String], messages: [Message])
  ) -> Double {
    let (participants, messages) = conversation
    let boxes = participants.map { max(150, MermaidText.widestLine(of: $0) + 20) }
    let index = Dictionary(uniqueKeysWithValues: participants.enumerated().map { ($1, $0) })
    // The widest text each participant needs room for on its right.
    var needs = [Double](repeating: 0, count: participants.count)
    for message in messages {
      guard let from = index[message.from], let to = index[message.to] else { continue }
      // Notes are set at 14 px.
      let width =
        MermaidText.widestLine(of: message.text) * (message.isNote ? 14.0 / 16.0 : 1) + 20
      if message.isNote {
        if to > 0 { needs[to - 1] = max(needs[to - 1], width / 2) }
        if to < participants.count - 1 { needs[from] = max(needs[from], width / 2) }
      } else if from == to {
        needs[from] = max(needs[from], width / 2)
      } else if abs(from - to) == 1 {
        needs[min(from, to)] = max(needs[min(from, to)], width)
      }
    }
    var width = boxes.reduce(0, +) + 100
    for left in boxes.indices.dropLast() {
      width += max(50, needs[left] + 50 - boxes[left] / 2 - boxes[left + 1] / 2)
    }
    return width
  }

  /// A message or a note, between two participants.
  private typealias Message = (from: String, to: String, text: String, isNote: Bool)

  /// The participants, in the order they are met, and the messages and notes of a sequence
  /// diagram as the lessons write them: `participant A`, `A->>B: text`, `Note over A,B: text`.
  private static func conversation(
    _ lines: ArraySlice<String>
  ) -> (participants: [String], messages: [Message])? {
    var participants: [String] = []
    func meet(_ name: String) {
      if !participants.contains(name) { participants.append(name) }
    }
    // Each message or note: its ends, its text, whether it is a note.
    var messages: [Message] = []
    for line in lines {
      if line.hasPrefix("participant ") {
        meet(String(line.dropFirst("participant ".count)))
      } else if line.hasPrefix("Note over "), let colon = line.firstIndex(of: ":") {
        let over = line[line.index(line.startIndex, offsetBy: "Note over ".count)..<colon]
          .split(separator: ",").map(String.init)
        over.forEach(meet)
        let text = String(line[line.index(after: colon)...].dropFirst())
        messages.append((over[0], over[over.count - 1], text, true))
      } else if let arrow = line.range(of: "->>"), let colon = line.range(of: ": ") {
        let from = String(line[..<arrow.lowerBound])
        let to = String(line[arrow.upperBound..<colon.lowerBound])
        meet(from)
        meet(to)
        messages.append((from, to, decoded(String(line[colon.upperBound...])), false))
      } else {
        return nil
      }
    }
    return (participants, messages)
  }

  /// A message's text as drawn: `#59;` is `;`, `#35;` is `#`.
  private static func decoded(_ text: String) -> String {
    text.replacingOccurrences(of: "#59;", with: ";").replacingOccurrences(of: "#35;", with: "#")
  }

  // MARK: Flowcharts

  /// The boxes and arrows of a flowchart as the lessons write them: `Name["label"]`, and
  /// `A ==>|label| B`, `A -.->|"two words"| B`, `A -..-> B` (a longer arrow), `A ==> B`.
  private static func flowchart(_ lines: ArraySlice<String>) -> FlowchartLayout.Graph? {
    var graph = FlowchartLayout.Graph()
    func meet(_ name: String, label: String? = nil) {
      if let known = graph.boxes.firstIndex(where: { $0.name == name }) {
        if let label { graph.boxes[known].label = label }
      } else {
        graph.boxes.append((name, label ?? name))
      }
    }
    for line in lines {
      if let open = line.range(of: "[\""), line.hasSuffix("\"]"),
        line[..<open.lowerBound].allSatisfy(isNameCharacter)
      {
        let label = line[open.upperBound..<line.index(line.endIndex, offsetBy: -2)]
        meet(String(line[..<open.lowerBound]), label: String(label))
        continue
      }
      let words = line.split(separator: " ", maxSplits: 1).map(String.init)
      guard words.count == 2 else { return nil }
      let arrows = [("==>", 1), ("-..->", 2), ("-.->", 1)]
      guard let (arrow, length) = arrows.first(where: { words[1].hasPrefix($0.0) }) else {
        return nil
      }
      var rest = words[1].dropFirst(arrow.count)
      var label = ""
      if rest.hasPrefix("|"), let close = rest.dropFirst().firstIndex(of: "|") {
        label = String(rest[rest.index(after: rest.startIndex)..<close])
        if label.hasPrefix("\""), label.hasSuffix("\""), label.count > 1 {
          label = String(label.dropFirst().dropLast())
        }
        rest = rest[rest.index(after: close)...]
      }
      let target = rest.trimmingCharacters(in: .whitespaces)
      guard !target.isEmpty, target.allSatisfy(isNameCharacter) else { return nil }
      meet(words[0])
      meet(target)
      graph.arrows.append((words[0], target, label, length))
    }
    return graph
  }

  private static func isNameCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }
}
