import Observing
import Testing

/// The reusable owner: a cell is handed one view model after another, each bound into a fresh
/// bag, the last bag emptied first.
@MainActor
@Suite("View-model owners")
struct ViewModelOwnerTests {
  /// A view model whose bindings say when they end.
  final class Model {
    let name: String
    init(_ name: String) { self.name = name }
  }

  /// Writes down what happens to it, in order.
  @MainActor final class Log {
    var events: [String] = []
  }

  final class Cell: ReusableViewModelOwner {
    let viewModelSlot = ViewModelSlot<Model>()
    let log: Log
    init(log: Log) { self.log = log }

    func didSetViewModel(_ viewModel: Model, bag: CancellationBag) {
      log.events.append("bind \(viewModel.name)")
      let log = log
      CancellationToken { [name = viewModel.name] in
        MainActor.assumeIsolated { log.events.append("end \(name)") }
      }.store(in: bag)
    }

    func prepareForReuse() { viewModel = nil }
  }

  /// A cell that keeps each bag it is handed, to bind more into it later.
  final class BagKeepingCell: ReusableViewModelOwner {
    let viewModelSlot = ViewModelSlot<Model>()
    let log: Log
    var bags: [CancellationBag] = []
    init(log: Log) { self.log = log }

    func didSetViewModel(_ viewModel: Model, bag: CancellationBag) {
      log.events.append("bind \(viewModel.name)")
      bags.append(bag)
      let log = log
      CancellationToken { [name = viewModel.name] in
        MainActor.assumeIsolated { log.events.append("end \(name)") }
      }.store(in: bag)
    }

    func prepareForReuse() { viewModel = nil }
  }

  let log = Log()

  // MARK: Non-reusable

  @Test("Each new view model ends the last one's bindings before it is bound")
  func cellRebinds() {
    let cell = Cell(log: log)
    cell.viewModel = Model("row 1")
    cell.viewModel = Model("row 2")
    #expect(log.events == ["bind row 1", "end row 1", "bind row 2"])
    #expect(cell.viewModel?.name == "row 2")
  }

  @Test("The last view model's bindings end even when the cell kept its bag")
  func keptBagsEndToo() {
    let cell = BagKeepingCell(log: log)
    cell.viewModel = Model("row 1")
    cell.viewModel = Model("row 2")
    #expect(log.events == ["bind row 1", "end row 1", "bind row 2"])
  }

  @Test("Setting nil ends the bindings and binds nothing; reuse does it through prepareForReuse")
  func cellCleansUp() {
    let cell = Cell(log: log)
    #expect(cell.viewModel == nil, "a cell may have no view model")
    cell.viewModel = Model("row 1")
    cell.prepareForReuse()
    #expect(cell.viewModel == nil)
    cell.viewModel = nil
    #expect(log.events == ["bind row 1", "end row 1"])
  }

  @Test("A view model keeps nothing of the cell, and the cell keeps only its current one")
  func cellReleasesOldViewModels() {
    let cell = Cell(log: log)
    weak var first: Model?
    do {
      let made = Model("row 1")
      first = made
      cell.viewModel = made
      cell.viewModel = Model("row 2")
    }
    #expect(first == nil)
  }
}
