import Foundation

/// Places what a view's constraints position: the small engine behind TerminalUI's Auto Layout.
///
/// A view's `layoutSubviews()` runs it over the constraints that view holds. Each attribute is
/// an edge (a variable), a centre or a size (two edges); each constraint is one linear equation
/// between them, and so is each thing known — the view's own bounds, the frames of subviews
/// that keep `translatesAutoresizingMaskIntoConstraints`, a scroll view's frame. The equations
/// are reduced as they come (Gauss–Jordan), so a centre and a width together place a view. A
/// constrained view whose width the equations leave open is as wide as its
/// `intrinsicContentSize`, and one whose height they leave open is as tall as its
/// `sizeThatFits(_:)` at the width it has (no taller than the view's `fittingLimit`): UIKit's
/// content hugging, giving way to every constraint. A scroll view's content guide starts at
/// (0, 0); its size, when the constraints give it, becomes `contentSize`.
///
/// What it does not solve, and UIKit's engine (a Cassowary simplex solver) does: inequalities,
/// multipliers and priorities (every constraint here is an equality, and required); content
/// hugging and compression resistance against each other; constraints between views further
/// apart than a view, its subviews and their layout guides; baselines, margins and
/// right-to-left layout. A conflict is not reported: the equations that came first hold. An
/// edge nothing places is put at 0, one at a time, as an ambiguous layout is somewhere on iOS.
@MainActor
struct LayoutSolver {
  /// The view whose constraints these are, in whose coordinates every frame is.
  private let owner: View
  /// Each item's four variables (left, right, top, bottom) start at this index.
  private var base: [ObjectIdentifier: Int] = [:]
  private var variableCount = 0
  private var rows: [Row] = []
  private var pivots: [Int: Int] = [:]
  /// The constrained subviews, measured at most once each way.
  private var constrained: [View] = []
  private var measured: Set<Int> = []

  /// Solves the constraints `owner` holds and places what they position.
  static func solve(in owner: View) {
    let constraints = constraintsSolved(in: owner)
    guard !constraints.isEmpty else { return }
    var solver = LayoutSolver(owner: owner)
    solver.add(constraints)
    solver.run()
    solver.apply()
  }

  /// The constraints `owner`'s layout solves: those it holds between its items, and the sizes
  /// its constrained subviews hold alone.
  private static func constraintsSolved(in owner: View) -> [NSLayoutConstraint] {
    var constraints = owner.installedConstraints.filter { constraint in
      constraint.items.allSatisfy(owner.solves) && !constraint.items.allSatisfy { $0 === owner }
    }
    for subview in owner.subviews where !subview.translatesAutoresizingMaskIntoConstraints {
      constraints += subview.installedConstraints.filter { constraint in
        constraint.items.allSatisfy { $0 === subview }
      }
    }
    return constraints
  }

  private init(owner: View) { self.owner = owner }

  // MARK: Variables

  private enum Edge: Int {
    case left = 0
    case right, top, bottom
  }

  /// A side of an equation: the sum of each variable times its factor.
  private typealias Terms = [(variable: Int, factor: Double)]

  /// `terms` + `constant` = 0, kept reduced: each row's pivot, one of its variables, appears
  /// in no other row, so a row left with its pivot alone gives that variable's value.
  private struct Row {
    var terms: [Int: Double]
    var constant: Double
  }

  /// The item a constraint of the owner's names, as the solver sees it: a scroll view's own
  /// edges are its content's, and its own sizes and centres its frame's, as in UIKit.
  private func solved(_ item: any LayoutItem, _ name: LayoutAttribute.Name) -> any LayoutItem {
    guard item === owner, let scrollView = owner as? ScrollView else { return item }
    switch name {
    case .leading, .trailing, .left, .right, .top, .bottom: return scrollView.contentLayoutGuide
    case .width, .height, .centerX, .centerY: return scrollView.frameLayoutGuide
    }
  }

  /// The index of `item`'s first variable, made and given what is known of it the first time.
  private mutating func variables(of item: any LayoutItem) -> Int {
    if let index = base[ObjectIdentifier(item)] { return index }
    let index = variableCount
    base[ObjectIdentifier(item)] = index
    variableCount += 4
    if let known = knownFrame(of: item) {
      fix(index + Edge.left.rawValue, at: known.minX)
      fix(index + Edge.right.rawValue, at: known.maxX)
      fix(index + Edge.top.rawValue, at: known.minY)
      fix(index + Edge.bottom.rawValue, at: known.maxY)
    } else if let scrollView = owner as? ScrollView, item === scrollView.contentLayoutGuide {
      fix(index + Edge.left.rawValue, at: 0)
      fix(index + Edge.top.rawValue, at: 0)
    } else if let view = item as? View {
      constrained.append(view)
    }
    return index
  }

  /// The frame of an item the constraints do not place, in the owner's coordinates.
  private func knownFrame(of item: any LayoutItem) -> CGRect? {
    if item === owner { return owner.bounds }
    if let scrollView = owner as? ScrollView, item === scrollView.frameLayoutGuide {
      return scrollView.bounds
    }
    if let view = item as? View, view.translatesAutoresizingMaskIntoConstraints {
      return view.frame
    }
    return nil
  }

  /// `attribute` as a sum of its item's edges.
  private mutating func terms(of attribute: LayoutAttribute) -> Terms {
    guard let named = attribute.item else { return [] }
    let index = variables(of: solved(named, attribute.name))
    func edge(_ edge: Edge) -> Int { index + edge.rawValue }
    switch attribute.name {
    case .leading, .left: return [(edge(.left), 1)]
    case .trailing, .right: return [(edge(.right), 1)]
    case .top: return [(edge(.top), 1)]
    case .bottom: return [(edge(.bottom), 1)]
    case .width: return [(edge(.right), 1), (edge(.left), -1)]
    case .height: return [(edge(.bottom), 1), (edge(.top), -1)]
    case .centerX: return [(edge(.left), 0.5), (edge(.right), 0.5)]
    case .centerY: return [(edge(.top), 0.5), (edge(.bottom), 0.5)]
    }
  }

  // MARK: Solving

  /// Each constraint as `first - second - constant = 0`.
  private mutating func add(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints {
      let second = constraint.second.map { terms(of: $0).map { ($0.variable, -$0.factor) } }
      add(terms(of: constraint.first) + (second ?? []), constant: -Double(constraint.constant))
    }
  }

  /// Makes `variable` equal `value`.
  private mutating func fix(_ variable: Int, at value: Double) {
    add([(variable, 1)], constant: -value)
  }

  /// Adds `terms + constant = 0`, reduced by the rows there are. One the rows already imply
  /// adds nothing; one that contradicts them is dropped, so what came first holds.
  private mutating func add(_ terms: Terms, constant: Double) {
    var row = Row(terms: [:], constant: constant)
    for (variable, factor) in terms { row.terms[variable, default: 0] += factor }
    for (variable, index) in pivots {
      guard let factor = row.terms[variable] else { continue }
      subtract(rows[index], times: factor, from: &row)
    }
    guard let pivot = row.terms.keys.min() else { return }
    let scale = row.terms[pivot] ?? 1
    row.terms = row.terms.mapValues { $0 / scale }
    row.constant /= scale
    for index in rows.indices {
      guard let factor = rows[index].terms[pivot] else { continue }
      subtract(row, times: factor, from: &rows[index])
    }
    pivots[pivot] = rows.count
    rows.append(row)
  }

  /// `row` minus `factor` times `other`, with the terms that cancel removed.
  private func subtract(_ other: Row, times factor: Double, from row: inout Row) {
    for (variable, value) in other.terms {
      let result = (row.terms[variable] ?? 0) - factor * value
      row.terms[variable] = abs(result) < 1e-9 ? nil : result
    }
    row.constant -= factor * other.constant
  }

  /// The value of `variable`, when the equations give it.
  private func value(_ variable: Int) -> Double? {
    guard let index = pivots[variable], rows[index].terms.count == 1 else { return nil }
    return -rows[index].constant
  }

  /// Measures what nothing else gives, falls back on a scroll view's `contentSize` and then on
  /// 0 for an edge nothing places, until everything is known.
  private mutating func run() {
    while measureNext() || fallBackOnContentSize() || fallBackOnZero() {}
  }

  /// Sizes one constrained view that constraints leave unsized, from its content: its width
  /// from its intrinsic size, its height from `sizeThatFits(_:)` at its width. Returns whether
  /// it added an equation.
  private mutating func measureNext() -> Bool {
    for view in constrained {
      let index = variables(of: view)
      for (low, high) in [(Edge.left, Edge.right), (Edge.top, Edge.bottom)] {
        let lowIndex = index + low.rawValue
        let highIndex = index + high.rawValue
        guard value(lowIndex) == nil || value(highIndex) == nil, !measured.contains(lowIndex)
        else { continue }
        guard let size = contentSize(of: view, across: low == .left, at: index) else { continue }
        measured.insert(lowIndex)
        add([(highIndex, 1), (lowIndex, -1)], constant: -size)
        return true
      }
    }
    return false
  }

  /// The width or height `view` asks for, if it can say yet: a height needs the width first.
  private func contentSize(of view: View, across: Bool, at index: Int) -> Double? {
    let natural = view.intrinsicContentSize
    if across { return natural.width >= 0 ? Double(natural.width) : nil }
    guard let left = value(index + Edge.left.rawValue),
      let right = value(index + Edge.right.rawValue)
    else { return natural.height >= 0 ? Double(natural.height) : nil }
    let limit = owner.fittingLimit
    return Double(view.sizeThatFits(CGSize(width: right - left, height: limit.height)).height)
  }

  /// A scroll view's content guide whose size no constraint gives takes `contentSize`, as set.
  private mutating func fallBackOnContentSize() -> Bool {
    guard let scrollView = owner as? ScrollView,
      let index = base[ObjectIdentifier(scrollView.contentLayoutGuide)]
    else { return false }
    if value(index + Edge.right.rawValue) == nil {
      fix(index + Edge.right.rawValue, at: Double(scrollView.contentSize.width))
      return true
    }
    if value(index + Edge.bottom.rawValue) == nil {
      fix(index + Edge.bottom.rawValue, at: Double(scrollView.contentSize.height))
      return true
    }
    return false
  }

  /// Puts the first unknown edge at 0 — an ambiguous layout, which UIKit places somewhere
  /// too — so that the sizes that hang on it still hold.
  private mutating func fallBackOnZero() -> Bool {
    guard let variable = (0..<variableCount).first(where: { value($0) == nil }) else {
      return false
    }
    fix(variable, at: 0)
    return true
  }

  // MARK: Results

  /// Sets the frames of the constrained views, the guides' frames and a scroll view's
  /// `contentSize`.
  private func apply() {
    for (id, index) in base {
      func value(_ edge: Edge) -> Double { self.value(index + edge.rawValue) ?? 0 }
      let frame = CGRect(
        x: value(.left), y: value(.top), width: max(value(.right) - value(.left), 0),
        height: max(value(.bottom) - value(.top), 0))
      if let view = constrained.first(where: { ObjectIdentifier($0) == id }) {
        if view.frame != frame { view.frame = frame }
      } else if let guide = owner.ownLayoutGuides.first(where: { ObjectIdentifier($0) == id }) {
        guide.layoutFrame = frame
        if let scrollView = owner as? ScrollView, guide === scrollView.contentLayoutGuide,
          scrollView.contentSize != frame.size
        {
          scrollView.contentSize = frame.size
        }
      }
    }
  }
}
