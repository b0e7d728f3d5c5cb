/// How wide Mermaid lays out a top-down flowchart: the layered layout of dagre, which Mermaid
/// uses, followed closely enough to estimate the width within a few percent (the calibration
/// in `MermaidWidthTests` says how close). A real tool would run Mermaid itself, in a browser;
/// the kit builds offline with the toolchain alone, so it models the steps that decide width.
///
/// 1. Cycles are broken by a depth-first walk in the order the text names boxes and arrows;
///    an arrow back to a box still being walked is turned round.
/// 2. Each box gets a rank, the longest path from a box nothing points at. Every arrow spans
///    twice its length (`-..->` is two), so its label sits on a rank of its own, between.
/// 3. An arrow spanning several ranks passes through a point on each, its label's width on the
///    middle one.
/// 4. Each rank is ordered by a depth-first walk, then by barycentres, sweeping down and up,
///    keeping the order with the fewest crossings.
/// 5. Brandes and Köpf's placement: each box aligned with the median of its neighbours above,
///    then below, packed to the left, then to the right; each box at the mean of its two middle
///    positions.
struct FlowchartLayout {
  /// A box: its width and whether it is a point an arrow passes through.
  private struct Node {
    var width: Double
    var isPoint = false
    var rank = 0
  }

  /// What the layout is made of: the boxes, by name, and the arrows between them, each with
  /// its label and its length (1, or 2 for `-..->`).
  struct Graph {
    var boxes: [(name: String, label: String)] = []
    var arrows: [(from: String, to: String, label: String, length: Int)] = []
  }

  /// Mermaid's spaces, in pixels: between boxes on a rank, between points, around the drawing.
  private static let boxSpacing = 50.0
  private static let pointSpacing = 20.0
  private static let margin = 8.0
  /// A box's padding, either side of its label, and the widest a label grows before it wraps.
  private static let padding = 30.0
  static let widestLabel = 200.0

  private var nodes: [Node] = []
  private var below: [[Int]] = []
  private var above: [[Int]] = []

  /// The width `graph` is drawn at, in pixels.
  static func width(of graph: Graph) -> Double {
    var layout = FlowchartLayout()
    layout.build(graph)
    let layers = layout.ordered(layout.initialOrder())
    let positions = layout.placed(layers)
    let left = positions.indices.map { positions[$0] - layout.nodes[$0].width / 2 }.min() ?? 0
    let right = positions.indices.map { positions[$0] + layout.nodes[$0].width / 2 }.max() ?? 0
    return right - left + 2 * margin
  }

  /// The width of a box labelled `label`, or of an arrow's label (`isBox` false).
  static func width(ofLabel label: String, isBox: Bool) -> Double {
    let text = min(MermaidText.widestLine(of: label), widestLabel)
    return isBox ? text + 2 * padding : text
  }

  // MARK: Ranks and points

  private mutating func build(_ graph: Graph) {
    let index = Dictionary(
      graph.boxes.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    nodes = graph.boxes.map { Node(width: Self.width(ofLabel: $0.label, isBox: true)) }
    var arrows = graph.arrows.compactMap { arrow -> (Int, Int, String, Int)? in
      guard let from = index[arrow.from], let to = index[arrow.to] else { return nil }
      return (from, to, arrow.label, 2 * arrow.length)
    }
    // 1. Cycles broken by a depth-first walk.
    var state = [Int](repeating: 0, count: nodes.count)
    var turned: Set<Int> = []
    func walk(_ node: Int) {
      state[node] = 1
      for (number, arrow) in arrows.enumerated() where arrow.0 == node {
        if state[arrow.1] == 1 {
          turned.insert(number)
        } else if state[arrow.1] == 0 {
          walk(arrow.1)
        }
      }
      state[node] = 2
    }
    for node in nodes.indices where state[node] == 0 { walk(node) }
    for number in turned {
      let (from, to, label, span) = arrows[number]
      arrows[number] = (to, from, label, span)
    }
    // 2. Ranks: the longest path.
    var changed = true
    while changed {
      changed = false
      for (from, to, _, span) in arrows where nodes[to].rank < nodes[from].rank + span {
        nodes[to].rank = nodes[from].rank + span
        changed = true
      }
    }
    // 3. Points on the ranks an arrow passes.
    below = Array(repeating: [], count: nodes.count)
    above = Array(repeating: [], count: nodes.count)
    for (from, to, label, _) in arrows {
      var previous = from
      let middle = (nodes[from].rank + nodes[to].rank) / 2
      for rank in stride(from: nodes[from].rank + 1, to: nodes[to].rank, by: 1) {
        let width = rank == middle ? Self.width(ofLabel: label, isBox: false) : 0
        nodes.append(Node(width: width, isPoint: true, rank: rank))
        below.append([])
        above.append([])
        link(previous, nodes.count - 1)
        previous = nodes.count - 1
      }
      link(previous, to)
    }
  }

  private mutating func link(_ upper: Int, _ lower: Int) {
    below[upper].append(lower)
    above[lower].append(upper)
  }

  // MARK: Order

  /// Each rank's nodes in the order a depth-first walk from the top meets them.
  private func initialOrder() -> [[Int]] {
    let ranks = Set(nodes.map(\.rank)).sorted()
    let layer = Dictionary(uniqueKeysWithValues: ranks.enumerated().map { ($1, $0) })
    var layers = [[Int]](repeating: [], count: ranks.count)
    var seen = Set<Int>()
    func visit(_ node: Int) {
      guard seen.insert(node).inserted else { return }
      layers[layer[nodes[node].rank]!].append(node)
      for next in below[node] { visit(next) }
    }
    for node in nodes.indices.sorted(by: { nodes[$0].rank < nodes[$1].rank }) { visit(node) }
    return layers
  }

  /// `layers` reordered by barycentres, down and up in turn, keeping the fewest crossings.
  private func ordered(_ layers: [[Int]]) -> [[Int]] {
    var current = layers
    var best = layers
    var fewest = crossings(layers)
    for sweep in 0..<24 {
      let down = sweep % 2 == 0
      let order = down ? Array(current.indices.dropFirst()) : current.indices.dropLast().reversed()
      for index in order {
        let fixed = current[down ? index - 1 : index + 1]
        let position = Dictionary(uniqueKeysWithValues: fixed.enumerated().map { ($1, $0) })
        let centres = current[index].map { node -> Double? in
          let neighbours = (down ? above[node] : below[node]).compactMap { position[$0] }
          return neighbours.isEmpty
            ? nil : Double(neighbours.reduce(0, +)) / Double(neighbours.count)
        }
        // Nodes without neighbours keep their places; the others are sorted into the rest.
        var movable = current[index].indices.filter { centres[$0] != nil }
        movable.sort { (centres[$0]!, $0) < (centres[$1]!, $1) }
        var next = current[index]
        var places = current[index].indices.filter { centres[$0] != nil }.makeIterator()
        for node in movable { next[places.next()!] = current[index][node] }
        current[index] = next
      }
      let count = crossings(current)
      if count < fewest {
        fewest = count
        best = current
      }
    }
    return best
  }

  private func crossings(_ layers: [[Int]]) -> Int {
    var count = 0
    for (upper, lower) in zip(layers, layers.dropFirst()) {
      let position = Dictionary(uniqueKeysWithValues: lower.enumerated().map { ($1, $0) })
      let links = upper.enumerated().flatMap { index, node in
        below[node].compactMap { position[$0].map { (index, $0) } }
      }
      for (a, first) in links.enumerated() {
        for second in links[(a + 1)...]
        where (first.0 - second.0) * (first.1 - second.1) < 0 {
          count += 1
        }
      }
    }
    return count
  }

  // MARK: Placement

  /// Each node's centre, from Brandes and Köpf's four alignments, balanced.
  private func placed(_ layers: [[Int]]) -> [Double] {
    var alignments: [[Double]] = []
    for upward in [true, false] {
      for leftward in [true, false] {
        var ordered = upward ? layers : layers.reversed()
        if !leftward { ordered = ordered.map { $0.reversed() } }
        let positions = aligned(ordered, neighbours: upward ? above : below)
        alignments.append(leftward ? positions : positions.map { -$0 })
      }
    }
    // Each alignment moved to share the narrowest one's left edge (its right, for those packed
    // right), then each node at the mean of its two middle positions.
    let extents = alignments.map(extent)
    let narrowest = extents.indices.min {
      extents[$0].1 - extents[$0].0 < extents[$1].1 - extents[$1].0
    }!
    for index in alignments.indices {
      let shift =
        index % 2 == 0
        ? extents[narrowest].0 - extents[index].0 : extents[narrowest].1 - extents[index].1
      alignments[index] = alignments[index].map { $0 + shift }
    }
    return nodes.indices.map { node in
      let sorted = alignments.map { $0[node] }.sorted()
      return (sorted[1] + sorted[2]) / 2
    }
  }

  private func extent(_ positions: [Double]) -> (Double, Double) {
    let left = positions.indices.map { positions[$0] - nodes[$0].width / 2 }.min() ?? 0
    let right = positions.indices.map { positions[$0] + nodes[$0].width / 2 }.max() ?? 0
    return (left, right)
  }

  /// One alignment: each node joins the block of its median neighbour in the rank before, if
  /// no alignment to its left crosses it; blocks are then packed as far left as the gaps allow,
  /// and pulled right where nothing holds them.
  private func aligned(_ layers: [[Int]], neighbours: [[Int]]) -> [Double] {
    var position = [Int](repeating: 0, count: nodes.count)
    for layer in layers { for (index, node) in layer.enumerated() { position[node] = index } }
    var root = Array(nodes.indices)
    var align = Array(nodes.indices)
    var placedBefore = Set<Int>()
    for layer in layers {
      var last = -1
      for node in layer {
        let near = neighbours[node].filter { placedBefore.contains($0) }.sorted {
          position[$0] < position[$1]
        }
        guard !near.isEmpty else { continue }
        let middle = Double(near.count - 1) / 2
        for index in Int(middle.rounded(.down))...Int(middle.rounded(.up)) {
          let neighbour = near[index]
          if align[node] == node, last < position[neighbour] {
            align[neighbour] = node
            root[node] = root[neighbour]
            align[node] = root[node]
            last = position[neighbour]
          }
        }
      }
      placedBefore.formUnion(layer)
    }
    // The gaps between neighbouring blocks.
    var gaps: [Int: [Int: Double]] = [:]
    for layer in layers {
      for (left, right) in zip(layer, layer.dropFirst()) {
        let gap = separation(left, right)
        gaps[root[left], default: [:]][root[right]] = max(gaps[root[left]]?[root[right]] ?? 0, gap)
      }
    }
    var leftOf: [Int: [(Int, Double)]] = [:]
    for (left, rights) in gaps {
      for (right, gap) in rights { leftOf[right, default: []].append((left, gap)) }
    }
    var x: [Int: Double] = [:]
    func packLeft(_ block: Int) -> Double {
      if let known = x[block] { return known }
      x[block] = 0
      let value = (leftOf[block] ?? []).map { packLeft($0.0) + $0.1 }.max() ?? 0
      x[block] = value
      return value
    }
    let blocks = Set(root)
    for block in blocks { _ = packLeft(block) }
    var pulled = Set<Int>()
    func pullRight(_ block: Int) -> Double {
      guard pulled.insert(block).inserted else { return x[block]! }
      if let limit = (gaps[block] ?? [:]).map({ pullRight($0.key) - $0.value }).min() {
        x[block] = max(x[block]!, limit)
      }
      return x[block]!
    }
    for block in blocks { _ = pullRight(block) }
    return nodes.indices.map { x[root[$0]] ?? 0 }
  }

  /// The least distance between the centres of two neighbours on a rank.
  private func separation(_ left: Int, _ right: Int) -> Double {
    func spacing(_ node: Int) -> Double {
      nodes[node].isPoint ? Self.pointSpacing : Self.boxSpacing
    }
    return nodes[left].width / 2 + spacing(left) / 2 + spacing(right) / 2 + nodes[right].width / 2
  }
}
