/// An ownership graph as Mermaid flowcharts, which GitHub draws, one per screen the navigation
/// controller holds; each with its graph as an indented tree in Mermaid comments (`%%`), which
/// GitHub hides and a reader of the raw Markdown in a terminal reads instead of the arrows.
///
/// A screen's diagram has everything the scene delegate leads to but the other screens and
/// what only they lead to: the path that holds the screen up, and what it holds. In the
/// picture a strong reference is a thick arrow (`==>`), a weak one dotted (`-.->`), drawn
/// longer (`-..->`) where it points back up at a box that leads to its holder, or at a box
/// another holds strongly, so that its label stays clear of the arrow it runs beside. Two
/// kinds of reference are written in their holder's box instead of drawn, to keep arrows
/// short in GitHub's narrow column: a closure (a mirror cannot see what it holds), and a
/// service held from above the screens (the scene delegate's `environment`, MVP's
/// coordinator's `screens`), which would otherwise run the diagram's length.
///
/// In the tree, each box sits under the first box that holds it strongly, one step in, after
/// the property that holds it; a box already drawn is marked `↑`; what a box holds weakly
/// follows it after `⇢`.
enum OwnershipDiagram {
  /// UIKit's object whose unnamed references are the screens.
  static let screenHolder = "NavigationController"

  /// Every screen's diagram, in the navigation stack's order, each under a line naming it.
  static func markdown(_ graph: OwnershipGraph) -> String {
    let screens = Self.screens(of: graph)
    guard !screens.isEmpty else { return mermaid(graph, screen: nil) }
    return screens.map { screen in
      "From the scene delegate to `\(screen)`, and what it holds:\n\n"
        + mermaid(graph, screen: screen)
    }.joined(separator: "\n\n")
  }

  /// The screens' controllers: what the navigation controller holds.
  static func screens(of graph: OwnershipGraph) -> [String] {
    arrows(of: graph).filter { $0.holder == screenHolder && !$0.isWeak }.map(\.held)
  }

  /// The diagram of `screen` (of the whole graph, without one).
  static func mermaid(_ graph: OwnershipGraph, screen: String?) -> String {
    let allArrows = Self.arrows(of: graph)
    let others = Set(screens(of: graph).filter { $0 != screen })
    let root = graph.boxes.first?.name
    let shown = root.map { reach(from: [$0], in: allArrows, avoiding: others) } ?? []
    let arrows = allArrows.filter { shown.contains($0.holder) && shown.contains($0.held) }
    let closures = graph.closures.filter { shown.contains($0.holder) }
    // What the screens lead to: every other box holds the screens up.
    let underScreens = reach(from: screens(of: graph), in: allArrows, avoiding: [])
    func isWritten(_ arrow: OwnershipGraph.Reference) -> Bool {
      !arrow.isWeak && graph.services.contains(arrow.held) && !underScreens.contains(arrow.holder)
    }

    var lines = ["```mermaid", "flowchart TD"]
    lines += tree(of: graph, shown: shown, arrows: arrows, closures: closures)
    let counts = Dictionary(uniqueKeysWithValues: graph.boxes.map { ($0.name, $0.count) })
    for name in graph.boxes.map(\.name) where shown.contains(name) {
      var entries: [(label: String, items: [String])] = []
      for arrow in arrows where arrow.holder == name && isWritten(arrow) {
        let label = arrow.label ?? "holds"
        if let same = entries.firstIndex(where: { $0.label == label }) {
          entries[same].items.append(arrow.held)
        } else {
          entries.append((label, [arrow.held]))
        }
      }
      entries += closures.filter { $0.holder == name }.map { ($0.label, ["a closure"]) }
      let count = counts[name, default: 1]
      let title = count > 1 ? "\(name) ×\(count)" : name
      guard title != name || !entries.isEmpty else { continue }
      let text = ([title] + entries.map(written)).joined(separator: MermaidText.lineBreak)
      lines.append("    \(name)[\"\(text)\"]")
    }
    // A weak reference that points back up, at a box that leads to its holder.
    let pointingBack = arrows.filter { arrow in
      arrow.isWeak && reach(from: [arrow.held], in: arrows, avoiding: []).contains(arrow.holder)
    }
    // A weak reference beside a strong one to the same box (a table's data source, which its
    // screen holds) is drawn longer too: drawn short, its label can sit on the strong arrow.
    let beside = arrows.filter { arrow in
      arrow.isWeak && arrows.contains { !$0.isWeak && $0.held == arrow.held }
    }
    let heldFromBelow = Set(pointingBack.map(\.held))
    for arrow in laidOut(arrows, heldFromBelow: heldFromBelow) where !isWritten(arrow) {
      let label = arrow.label.map { "|\(quoted($0))|" } ?? ""
      let isLong = pointingBack.contains(arrow) || beside.contains(arrow)
      let line = !arrow.isWeak ? "==>" : isLong ? "-..->" : "-.->"
      lines.append("    \(arrow.holder) \(line)\(label) \(arrow.held)")
    }
    lines.append("```")
    return lines.joined(separator: "\n")
  }

  /// What a box says it holds, `label: items`, on one line, or, where that is wider than a
  /// box's label grows, the label and each item on a line of its own.
  private static func written(_ entry: (label: String, items: [String])) -> String {
    let line = "\(entry.label): " + entry.items.joined(separator: ", ")
    guard MermaidText.width(of: line) > FlowchartLayout.widestLabel else { return line }
    return (["\(entry.label):"] + [entry.items.joined(separator: ",\(MermaidText.lineBreak)")])
      .joined(separator: MermaidText.lineBreak)
  }

  /// `arrows` in the order they are declared: each holder's in turn, first those to a box
  /// that a weak reference points back up at. Mermaid's layout breaks cycles by a walk in that
  /// order, turning round the arrow that closes one: a box met first through the weak
  /// reference (MVP's coordinator, from a presenter) would have its own strong arrows turned
  /// round, and be drawn under the screens it holds up.
  private static func laidOut(
    _ arrows: [OwnershipGraph.Reference], heldFromBelow: Set<String>
  ) -> [OwnershipGraph.Reference] {
    var holders: [String] = []
    for arrow in arrows where !holders.contains(arrow.holder) { holders.append(arrow.holder) }
    return holders.flatMap { holder in
      let own = arrows.filter { $0.holder == holder }
      let first = own.filter { !$0.isWeak && heldFromBelow.contains($0.held) }
      return first + own.filter { !first.contains($0) }
    }
  }

  /// The graph as a tree in Mermaid comments: a walk over strong references from the first box,
  /// each box under the first holder the walk meets it in.
  private static func tree(
    of graph: OwnershipGraph, shown: Set<String>, arrows: [OwnershipGraph.Reference],
    closures: [(holder: String, label: String)]
  ) -> [String] {
    let counts = Dictionary(uniqueKeysWithValues: graph.boxes.map { ($0.name, $0.count) })
    func box(_ name: String) -> String {
      let count = counts[name, default: 1]
      return count > 1 ? "\(name) ×\(count)" : name
    }
    func named(_ label: String?, _ text: String) -> String {
      label.map { "\($0): \(text)" } ?? text
    }
    var tree = [
      "%% Who holds whom: each box under the first that holds it strongly, after the property;",
      "%% ⇢ what it holds weakly; ↑ a box met above.",
    ]
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
      for closure in closures where closure.holder == name {
        tree.append("%% \(indent)  \(closure.label): a closure")
      }
    }
    if let root = graph.boxes.first?.name, shown.contains(root) { draw(root, label: nil, depth: 0) }
    return tree
  }

  /// The boxes `starts` lead to by strong references, `starts` included, never entering
  /// `avoiding`.
  private static func reach(
    from starts: [String], in arrows: [OwnershipGraph.Reference], avoiding: Set<String>
  ) -> Set<String> {
    var reached: Set<String> = []
    var next = starts.filter { !avoiding.contains($0) }
    while let box = next.popLast() {
      guard reached.insert(box).inserted else { continue }
      next += arrows.filter { $0.holder == box && !$0.isWeak && !avoiding.contains($0.held) }
        .map(\.held)
    }
    return reached
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
