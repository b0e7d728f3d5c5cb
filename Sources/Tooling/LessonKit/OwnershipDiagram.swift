/// An ownership graph as a Mermaid flowchart, which GitHub draws, with the same graph as an
/// indented tree in Mermaid comments (`%%`), which GitHub hides and a reader of the raw
/// Markdown in a terminal reads instead of the arrows.
///
/// In the tree, each box sits under the first box that holds it strongly, one step in, after
/// the property that holds it; a box already drawn is marked `↑`; what a box holds weakly
/// follows it after `⇢`. In the picture a strong reference is a thick arrow (`==>`), a weak one
/// dotted (`-.->`).
enum OwnershipDiagram {
  static func mermaid(_ graph: OwnershipGraph) -> String {
    let arrows = Self.arrows(of: graph)
    let counts = Dictionary(uniqueKeysWithValues: graph.boxes.map { ($0.name, $0.count) })
    func box(_ name: String) -> String {
      let count = counts[name, default: 1]
      return count > 1 ? "\(name) ×\(count)" : name
    }
    func named(_ label: String?, _ text: String) -> String {
      label.map { "\($0): \(text)" } ?? text
    }

    // The tree: a walk over strong references from the first box, each box under the first
    // holder the walk meets it in.
    var tree: [String] = []
    var drawn: Set<String> = []
    func draw(_ name: String, label: String?, depth: Int) {
      let indent = String(repeating: "  ", count: depth)
      guard drawn.insert(name).inserted else {
        tree.append("%% \(indent)\(named(label, box(name))) ↑")
        return
      }
      let mine = arrows.filter { $0.holder == name }
      let weak = mine.filter(\.isWeak).map { named($0.label, $0.held) }
      let asides = weak.isEmpty ? "" : "  ⇢ " + weak.joined(separator: ", ")
      tree.append("%% \(indent)\(named(label, box(name)))\(asides)")
      for arrow in mine where !arrow.isWeak {
        draw(arrow.held, label: arrow.label, depth: depth + 1)
      }
      for closure in graph.closures where closure.holder == name {
        tree.append("%% \(indent)  \(closure.label): a closure")
      }
    }
    if let root = graph.boxes.first?.name { draw(root, label: nil, depth: 0) }

    var lines = ["```mermaid", "flowchart TD"]
    lines += tree
    for (name, count) in graph.boxes where count > 1 {
      lines.append("    \(name)[\"\(name) ×\(count)\"]")
    }
    for arrow in arrows {
      let label = arrow.label.map { "|\(quoted($0))|" } ?? ""
      lines.append("    \(arrow.holder) \(arrow.isWeak ? "-.->" : "==>")\(label) \(arrow.held)")
    }
    for closure in graph.closures {
      let id = "\(closure.holder)_\(closure.label)"
      lines.append("    \(closure.holder) ==>|\(quoted(closure.label))| \(id)([\"a closure\"])")
    }
    lines.append("```")
    return lines.joined(separator: "\n")
  }

  /// The references with the same holder, held box and strength as one arrow, their property
  /// names joined; a nameless one goes when a named one holds the same box.
  static func arrows(of graph: OwnershipGraph) -> [OwnershipGraph.Reference] {
    var arrows: [OwnershipGraph.Reference] = []
    for reference in graph.references {
      let same = arrows.firstIndex {
        $0.holder == reference.holder && $0.held == reference.held && $0.isWeak == reference.isWeak
      }
      guard let index = same else {
        arrows.append(reference)
        continue
      }
      let labels = [arrows[index].label, reference.label].compactMap { $0 }
      arrows[index] = OwnershipGraph.Reference(
        holder: reference.holder, held: reference.held,
        label: labels.isEmpty ? nil : labels.joined(separator: ", "), isWeak: reference.isWeak)
    }
    return arrows
  }

  /// An edge's text as Mermaid reads it: in quotes when it is more than a word.
  private static func quoted(_ text: String) -> String {
    text.allSatisfy { $0.isLetter || $0.isNumber } ? text : "\"\(text)\""
  }
}
