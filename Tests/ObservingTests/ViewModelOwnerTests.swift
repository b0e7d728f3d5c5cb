import Observing
import Testing

/// The two owner protocols: a screen sets its view model once; a cell is handed one after
/// another, each bound into a fresh bag, the last bag emptied first.
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

  final class Screen: NonReusableViewModelOwner {
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

  @Test("A screen's view model is bound once, when it is set, and read back as it was set")
  func screenBindsOnce() throws {
    let screen = Screen(log: log)
    let model = Model("list")
    screen.viewModel = model
    #expect(screen.viewModel === model)
    #expect(try screen.checkedViewModel() === model)
    #expect(log.events == ["bind list"])
  }

  @Test("Reading a screen's view model before it is set is a programmer error, named")
  func readBeforeSet() {
    let screen = Screen(log: log)
    #expect(throws: ViewModelOwnerError.readBeforeSet(owner: "Screen")) {
      try screen.checkedViewModel()
    }
    #expect(
      ViewModelOwnerError.readBeforeSet(owner: "Screen").description
        == "Screen's view model was read before it was set: set it before the view needs it")
  }

  @Test("Setting a second view model on a screen is a programmer error; the first one stays")
  func setTwice() throws {
    let screen = Screen(log: log)
    let first = Model("first")
    try screen.setViewModelChecked(first)
    #expect(throws: ViewModelOwnerError.setTwice(owner: "Screen")) {
      try screen.setViewModelChecked(Model("second"))
    }
    #expect(screen.viewModel === first)
    #expect(log.events == ["bind first"], "the second was never bound, the first never ended")
    #expect(ViewModelOwnerError.setTwice(owner: "Screen").description.contains("Reusable"))
  }

  @Test("A released screen takes its view model and its bindings with it")
  func screenRelease() {
    weak var model: Model?
    do {
      let screen = Screen(log: log)
      let made = Model("list")
      model = made
      screen.viewModel = made
    }
    #expect(model == nil)
    #expect(log.events == ["bind list", "end list"])
  }

  // MARK: Reusable

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
