import Testing

@testable import Mutation

/// Each operator, on the code it was written for: what it changes, and what it leaves alone.
@Suite struct MutationOperatorsTests {
  /// The mutants of `source` as "operator: change → the code with it".
  func mutants(_ source: String, _ kind: Mutant.Operator? = nil) -> [String] {
    MutationOperators.mutants(in: SourceFile(path: "F.swift", text: source))
      .filter { kind == nil || $0.kind == kind }
      .map { $0.applied(to: source) }
  }

  @Test func aConditionIsNegatedClauseByClauseAndABindingIsLeftAlone() {
    let source = "func f() {\n  if let x = y, x > 1, !done { go() }\n}"
    #expect(
      mutants(source, .negateCondition) == [
        "func f() {\n  if let x = y, !(x > 1), !done { go() }\n}",
        "func f() {\n  if let x = y, x > 1, done { go() }\n}",
      ])
  }

  @Test func anIfBodyIsDropped() {
    #expect(mutants("func f() {\n  if a { go() }\n}", .dropBody) == ["func f() {\n  if a { }\n}"])
  }

  @Test func aGuardLosesOneConditionOrAllOfIt() {
    let reducer = """
      func f() {
        guard items.indices.contains(row), let url = items[row].url,
          !asked.contains(url)
        else { return }
      }
      """
    #expect(
      mutants(reducer, .dropBody) == [
        reducer.replacingOccurrences(of: "items.indices.contains(row), ", with: ""),
        reducer.replacingOccurrences(of: ",\n    !asked.contains(url)", with: ""),
      ])
    #expect(
      mutants("func f() {\n  guard ready else { return }\n  go()\n}", .dropBody)
        == ["func f() {\n  \n  go()\n}"])
  }

  @Test func aCallMadeAsAStatementIsDeleted() {
    let source = """
      func f() {
        view?.show(rows)
        let x = make()
        store.send(.loaded) { [weak self] in self?.done() }
        super.viewDidLoad()
      }
      """
    #expect(
      mutants(source, .deleteCall) == [
        source.replacingOccurrences(of: "view?.show(rows)", with: ""),
        source.replacingOccurrences(
          of: "store.send(.loaded) { [weak self] in self?.done() }", with: ""),
        source.replacingOccurrences(of: "self?.done()", with: ""),
      ])
  }

  @Test func aCallThatIsTheValueOfItsBlockIsKept() {
    #expect(mutants("func row() -> Row {\n  Row(id: 1)\n}", .deleteCall) == [])
    #expect(mutants("let rows = items.map { make($0) }", .deleteCall) == [])
    #expect(mutants("var count: Int {\n  lock.withLock { $0.count }\n}", .deleteCall) == [])
  }

  @Test func aFunctionThatReturnsNothingReturnsAtOnce() {
    let source =
      "func go() {\n  work()\n}\nfunc value() -> Int {\n  1\n}\nprotocol P {\n  func go()\n}"
    #expect(
      mutants(source, .returnEarly) == [
        "func go() { return;\n  work()\n}\nfunc value() -> Int {\n  1\n}\nprotocol P {\n  func go()\n}"
      ])
  }

  @Test func literalsChange() {
    #expect(
      mutants(#"let a = 0, b = 1, c = 3, d = 0.5, e = true, f = "x", g = """#, .changeLiteral) == [
        #"let a = 1, b = 1, c = 3, d = 0.5, e = true, f = "x", g = """#,
        #"let a = 0, b = 0, c = 3, d = 0.5, e = true, f = "x", g = """#,
        #"let a = 0, b = 1, c = 4, d = 0.5, e = true, f = "x", g = """#,
        #"let a = 0, b = 1, c = 3, d = 1.5, e = true, f = "x", g = """#,
        #"let a = 0, b = 1, c = 3, d = 0.5, e = false, f = "x", g = """#,
        #"let a = 0, b = 1, c = 3, d = 0.5, e = true, f = "", g = """#,
      ])
  }

  @Test func whatNoTestReadsIsLeftAlone() {
    let source = """
      @available(macOS 14, *)
      func f() {
        fatalError("unreachable")
        let x = pair.0
        #if os(Linux)
          if a { go(1) }
        #endif
      }
      """
    #expect(
      mutants(source) == [source.replacingOccurrences(of: "func f() {", with: "func f() { return;")]
    )
  }

  @Test func aDefaultValueIsLeftAloneForTheCallersCompileIt() {
    #expect(
      mutants(#"func f(steps: Int = 10, name: String = "x", on: Bool = true) {}"#, .changeLiteral)
        .isEmpty)
    #expect(mutants("init?(limit: Int = 2) {}", .changeLiteral).isEmpty)
    #expect(
      mutants("let v = Value.init(limit: 2)", .changeLiteral) == ["let v = Value.init(limit: 3)"])
    #expect(mutants("f(steps: 2)", .changeLiteral) == ["f(steps: 3)"])
  }

  @Test func aWeakReferenceIsMadeStrong() {
    #expect(
      mutants("load { [weak self] result in self?.show(result) }", .strongCapture) == [
        "load { [weak self, kept = self] result in _ = kept; self?.show(result) }"
      ])
    #expect(mutants("private weak var view: View?", .strongCapture) == ["private var view: View?"])
  }

  @Test func aComparisonIsSwappedButAGenericIsNot() {
    #expect(
      mutants("let a = b < c && d == e, f: Array<Int>", .swapComparison) == [
        "let a = b <= c && d == e, f: Array<Int>", "let a = b < c && d != e, f: Array<Int>",
      ])
  }

  @Test func eachMutantSaysWhereItIsAndWhatItChanges() {
    let found = MutationOperators.mutants(
      in: SourceFile(path: "Sources/M/F.swift", text: "func f() {\n  if ready { go() }\n}"))
    #expect(
      found.map(\.description) == [
        "Sources/M/F.swift:1: return early: `func f(…)` returns at once",
        "Sources/M/F.swift:2: negate a condition: `ready` → `!(…)`",
        "Sources/M/F.swift:2: drop a guard/if body: `if ready { … }` does nothing",
        "Sources/M/F.swift:2: delete a call: `go()` deleted",
      ])
  }
}
