import Foundation
import Observing
import TerminalUI
import Testing

@testable import class Exercise08ReusableOwner.PhotoCell
@testable import class Exercise08ReusableOwner.PhotoRowViewModel

// Shortcuts tried against these tests, and the tests that catch each. Each was put into
// PhotoCell.swift and checked the way `make exercise NAME=reusable-owner` checks it:
//
// - The bag reset by hand in `show(_:)` (`bindings = CancellationBag()` before binding), with
//   no owner: `isAReusableOwner`, which says why the owner is the fix, and
//   `ownsOnlyTheRowItShows`.
// - The same, plus a `row` property set in `show(_:)` and cleared in `prepareForReuse()`:
//   `isAReusableOwner`.
// - The bag reset by hand in `prepareForReuse()` only: `isAReusableOwner`,
//   `ownsOnlyTheRowItShows`.
// - A `ReusableViewModelOwner` that binds into a bag of its own rather than the one it is
//   given: `latePictureStaysOut`, `scrollingBack`, `isAReusableOwner`.
// - The same, with the binding guarded by `self.viewModel === viewModel` (the row captured
//   weakly), so an old row's picture never lands; the bag it is handed is ignored, and
//   bindings pile up in the cell's own bag: `bindsIntoTheBagItIsHanded`, which hands the cell
//   a bag as the owner does and finds nothing in it, and `bindingsEndWithTheirRow`, which
//   counts the bindings still alive after the cell has shown three rows, whatever bag holds
//   them (issue 46: a token of nothing put in the handed bag, the binding in the cell's own,
//   passed every other test).
// - An owner whose `prepareForReuse()` does not let go of its view model:
//   `ownsOnlyTheRowItShows`.
// - The owner declared and bypassed: `PhotoCell` a `ReusableViewModelOwner` with a correct
//   `didSetViewModel(_:bag:)`, but `show(_:)` resetting a bag of its own and binding there (or
//   calling `didSetViewModel` with it), and keeping the row in a property of its own:
//   `showGoesThroughTheOwner`, whose first message names it.
// - `show(_:)` setting `viewModel`, whose `didSetViewModel` binds, and binding the picture by
//   hand as well, "to be sure": `showGoesThroughTheOwner`, as `viewModel = nil` leaves that
//   binding alive.

/// A list of photos, one row of it on screen, so one cell serves every row: the situation in
/// which a late picture can land in the wrong row.
@MainActor
@Suite("A reused photo cell")
struct PhotoCellTests {
  /// A one-row table over `rows`, handing each row's view model to its cell.
  final class OneRowTable: NSObject, TableViewDataSource {
    let tableView = TableView()
    let rows: [PhotoRowViewModel]

    init(_ rows: [PhotoRowViewModel]) {
      self.rows = rows
      super.init()
      tableView.register(PhotoCell.self, forCellReuseIdentifier: "photo")
      tableView.dataSource = self
      tableView.frame = CGRect(x: 0, y: 0, width: 30, height: 1)
      tableView.reloadData()
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let row = indexPath.row
      let cell = tableView.dequeueReusableCell(withIdentifier: "photo", for: indexPath)
      (cell as? PhotoCell)?.show(rows[row])
      return cell
    }

    /// The one cell on screen.
    var cell: TableViewCell? { tableView.visibleCells.first }

    /// The reader scrolls to the row at `row`, which the one cell then shows.
    func scroll(to row: Int) {
      tableView.selectRow(
        at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .top)
    }
  }

  /// The caption a cell shows.
  private func caption(of cell: TableViewCell?) -> String? {
    (cell?.contentConfiguration as? ListContentConfiguration)?.text
  }

  /// The picture a cell shows.
  private func picture(of cell: TableViewCell?) -> Image? {
    (cell?.contentConfiguration as? ListContentConfiguration)?.image
  }

  let sunset = Image(width: 1, height: 1, pixels: [255])
  let harbour = Image(width: 1, height: 1, pixels: [0])

  @Test("a row's caption shows at once, and its picture when it arrives")
  func showsItsRow() {
    let row = PhotoRowViewModel(caption: "Sunset")
    let table = OneRowTable([row])
    #expect(caption(of: table.cell) == "Sunset")
    #expect(picture(of: table.cell) == nil)
    row.pictureDidArrive(sunset)
    #expect(picture(of: table.cell) == sunset)
  }

  @Test("a picture that arrives for the row the cell showed before never lands in it")
  func latePictureStaysOut() throws {
    let sunsetRow = PhotoRowViewModel(caption: "Sunset")
    let harbourRow = PhotoRowViewModel(caption: "Harbour")
    let table = OneRowTable([sunsetRow, harbourRow])
    let cell = try #require(table.cell)
    table.scroll(to: 1)
    #expect(table.cell === cell, "the one cell now shows the second row")
    #expect(caption(of: table.cell) == "Harbour")

    sunsetRow.pictureDidArrive(sunset)
    #expect(
      picture(of: table.cell) == nil,
      "the sunset's late picture landed in the harbour's row: the old binding is still alive")

    harbourRow.pictureDidArrive(harbour)
    #expect(picture(of: table.cell) == harbour, "the row's own picture still arrives")
  }

  @Test("back on the first row, the cell shows the first row's picture, and only it")
  func scrollingBack() {
    let sunsetRow = PhotoRowViewModel(caption: "Sunset")
    let harbourRow = PhotoRowViewModel(caption: "Harbour")
    let table = OneRowTable([sunsetRow, harbourRow])
    table.scroll(to: 1)
    table.scroll(to: 0)
    harbourRow.pictureDidArrive(harbour)
    #expect(caption(of: table.cell) == "Sunset")
    #expect(picture(of: table.cell) == nil, "the harbour's picture is not the sunset's")
  }

  @Test("the cell is a reusable view-model owner: the reuse rule comes with the protocol")
  func isAReusableOwner() throws {
    try checkReuseRule(
      of: newCellAsOwner(
        """
        PhotoCell keeps its own books: make it a ReusableViewModelOwner. Its `viewModel` ends \
        the last row's bindings before the next row's begin, so every reusable view that adopts \
        it gets that rule for free, instead of each one remembering to reset a bag by hand
        """))
  }

  @Test("show(_:) hands the row to the owner: its viewModel is the one way in and out")
  func showGoesThroughTheOwner() throws {
    try checkShowGoesThroughTheOwner(newCellAsOwner())
  }

  @Test("the cell binds its row into the bag the owner hands it, which ends the bindings")
  func bindsIntoTheBagItIsHanded() throws {
    try checkBindsIntoTheBagItIsHanded(newCellAsOwner())
  }

  @Test("a reused cell ends the bindings of the rows it showed before: they never pile up")
  func bindingsEndWithTheirRow() {
    let bindings = LiveBindings()
    ObservationHook.$watcher.withValue(bindings) {
      let rows = ["Sunset", "Harbour", "Lighthouse"].map(PhotoRowViewModel.init(caption:))
      let table = OneRowTable(rows)
      table.scroll(to: 1)
      table.scroll(to: 2)
      #expect(
        bindings.outputsObserved == 1,
        """
        the cell has shown three rows, and \(bindings.outputsObserved) of them are still bound \
        to it: the bindings of the rows it no longer shows were never ended, however a guard \
        silences them, so one more piles up with every row the cell shows. Bind only into the \
        bag didSetViewModel(_:bag:) is handed: the owner empties it before the next row's begin
        """)
      table.cell?.prepareForReuse()
      #expect(bindings.outputsObserved == 0, "a cell handed out again should end every binding")
      withExtendedLifetime(rows) {}
    }
  }

  @Test("a cell owns the row it shows, and lets it go when it is reused")
  func ownsOnlyTheRowItShows() {
    weak var shown: PhotoRowViewModel?
    let cell = PhotoCell(style: .default, reuseIdentifier: "photo")
    do {
      let row = PhotoRowViewModel(caption: "Sunset")
      shown = row
      cell.show(row)
    }
    #expect(
      shown != nil,
      "nothing keeps the row the cell shows: a view-model owner owns its view model")
    cell.prepareForReuse()
    #expect(shown == nil, "a cell handed out again should let go of the row it showed")
  }

  /// A new cell, as the owner protocol sees it; `notAnOwner` is what the test says when it is
  /// not one.
  private func newCellAsOwner(
    _ notAnOwner: Comment = "PhotoCell should be a ReusableViewModelOwner"
  ) throws -> any ReusableViewModelOwner {
    let cell: TableViewCell = PhotoCell(style: .default, reuseIdentifier: "photo")
    return try #require(cell as? any ReusableViewModelOwner, notAnOwner)
  }

  /// Shows a row as the table's data source does, then ends it through the owner alone.
  private func checkShowGoesThroughTheOwner<Owner: ReusableViewModelOwner>(
    _ owner: Owner
  ) throws {
    let cell = try #require(owner as? PhotoCell)
    let sunsetRow = PhotoRowViewModel(caption: "Sunset")
    cell.show(sunsetRow)
    #expect(
      owner.viewModel as? PhotoRowViewModel === sunsetRow,
      """
      the owner is declared and bypassed: show(_:) binds the row by hand, and the cell's \
      viewModel is still nil. Let show(_:) only set `viewModel`, so every row comes in \
      through the owner, whose rule — the last row's bindings end before the next row's \
      begin — then holds for this cell and every reusable view that adopts it, with no bag \
      for each to remember to reset
      """)
    owner.viewModel = nil
    sunsetRow.pictureDidArrive(sunset)
    #expect(
      picture(of: cell) == nil,
      """
      setting viewModel to nil should end every binding of the row, and a binding show(_:) \
      made outside the owner's bag outlived it: bind only in didSetViewModel(_:bag:), into \
      the bag it is given
      """)
  }

  /// Calls `didSetViewModel(_:bag:)` as the owner protocol does, with a bag this test keeps,
  /// then empties the bag as the owner does before the next row: nothing may outlive it.
  private func checkBindsIntoTheBagItIsHanded<Owner: ReusableViewModelOwner>(
    _ owner: Owner
  ) throws {
    let cell = try #require(owner as? PhotoCell)
    let row = PhotoRowViewModel(caption: "Sunset")
    let bag = CancellationBag()
    owner.didSetViewModel(try #require(row as? Owner.ViewModel), bag: bag)
    #expect(
      bag.count > 0,
      """
      didSetViewModel(_:bag:) kept nothing in the bag it was handed: bind the row into that \
      bag. The owner ends a row's bindings by emptying it before the next row's begin; a \
      binding kept in a bag of the cell's own is never ended, so however a guard silences it, \
      one more piles up with every row the cell shows
      """)
    bag.removeAll()
    row.pictureDidArrive(sunset)
    #expect(
      picture(of: cell) == nil,
      "the bag was emptied, yet a binding of the row lived on: bind only into the bag you are handed"
    )
  }

  /// Sets rows through the owner protocol itself, as any code that knows only the protocol
  /// would: each row shows, and a late picture of the row before never lands.
  private func checkReuseRule<Owner: ReusableViewModelOwner>(of owner: Owner) throws {
    let sunsetRow = PhotoRowViewModel(caption: "Sunset")
    let harbourRow = PhotoRowViewModel(caption: "Harbour")
    let cell = try #require(owner as? TableViewCell)
    owner.viewModel = try #require(
      sunsetRow as? Owner.ViewModel, "the cell's view model should be a PhotoRowViewModel")
    #expect(caption(of: cell) == "Sunset", "didSetViewModel(_:bag:) should show the row")
    owner.viewModel = harbourRow as? Owner.ViewModel
    sunsetRow.pictureDidArrive(sunset)
    #expect(picture(of: cell) == nil, "bind in the bag you are given, not in one of your own")
    harbourRow.pictureDidArrive(harbour)
    #expect(picture(of: cell) == harbour)
  }
}

/// Counts the observers registered with each output (`BindableValue`) made while it watches, as
/// `--trace` watches the tellings: each observer is handed back wrapped with a marker, which
/// goes when the output lets the observer go — its token cancelled, or the output gone.
@MainActor
final class LiveBindings: ObservationWatcher {
  /// How many observers one output has now.
  final class Count: Sendable {
    let value = Locked(0)
  }

  /// Lives as long as one registered observer.
  final class Marker: Sendable {
    let count: Count
    init(_ count: Count) {
      self.count = count
      count.value.withLock { $0 += 1 }
    }
    deinit { count.value.withLock { $0 -= 1 } }
  }

  private var outputs: [Count] = []

  /// How many of the outputs made while watching have an observer now.
  var outputsObserved: Int { outputs.filter { $0.value.withLock { $0 } > 0 }.count }

  func outputMade() -> AnyObject {
    let count = Count()
    outputs.append(count)
    return count
  }

  func observer<Value>(
    _ observer: @escaping @MainActor (Value) -> Void, of output: AnyObject
  ) -> @MainActor (Value) -> Void {
    guard let count = output as? Count else { return observer }
    let marker = Marker(count)
    return { value in
      withExtendedLifetime(marker) { observer(value) }
    }
  }

  func observer<Object: AnyObject, Value>(
    _ handler: @escaping @MainActor (Object, KeyValueObservedChange<Value>) -> Void,
    of keyPath: KeyPath<Object, Value>
  ) -> @MainActor (Object, KeyValueObservedChange<Value>) -> Void { handler }

  func hand(_ viewModel: Any, to owner: AnyObject, binding body: () -> Void) { body() }

  func carrying(_ work: @escaping @MainActor () -> Void) -> @MainActor () -> Void { work }
}
