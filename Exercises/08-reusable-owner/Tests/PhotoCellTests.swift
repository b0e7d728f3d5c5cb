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
//   a bag as the owner does and finds nothing in it.
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

    var cell: TableViewCell? {
      tableView.indexPathForSelectedRow.flatMap(tableView.cellForRow(at:))
    }
  }

  let sunset = Image(width: 1, height: 1, pixels: [255])
  let harbour = Image(width: 1, height: 1, pixels: [0])

  @Test("a row's caption shows at once, and its picture when it arrives")
  func showsItsRow() {
    let row = PhotoRowViewModel(caption: "Sunset")
    let table = OneRowTable([row])
    #expect(table.cell?.textLabel?.text == "Sunset")
    #expect(table.cell?.imageView?.image == nil)
    row.pictureDidArrive(sunset)
    #expect(table.cell?.imageView?.image == sunset)
  }

  @Test("a picture that arrives for the row the cell showed before never lands in it")
  func latePictureStaysOut() {
    let sunsetRow = PhotoRowViewModel(caption: "Sunset")
    let harbourRow = PhotoRowViewModel(caption: "Harbour")
    let table = OneRowTable([sunsetRow, harbourRow])
    let cell = table.cell
    table.tableView.selectRow(
      at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    #expect(table.cell === cell, "the one cell now shows the second row")
    #expect(table.cell?.textLabel?.text == "Harbour")

    sunsetRow.pictureDidArrive(sunset)
    #expect(
      table.cell?.imageView?.image == nil,
      "the sunset's late picture landed in the harbour's row: the old binding is still alive")

    harbourRow.pictureDidArrive(harbour)
    #expect(table.cell?.imageView?.image == harbour, "the row's own picture still arrives")
  }

  @Test("back on the first row, the cell shows the first row's picture, and only it")
  func scrollingBack() {
    let sunsetRow = PhotoRowViewModel(caption: "Sunset")
    let harbourRow = PhotoRowViewModel(caption: "Harbour")
    let table = OneRowTable([sunsetRow, harbourRow])
    table.tableView.selectRow(
      at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    table.tableView.selectRow(
      at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    harbourRow.pictureDidArrive(harbour)
    #expect(table.cell?.textLabel?.text == "Sunset")
    #expect(table.cell?.imageView?.image == nil, "the harbour's picture is not the sunset's")
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
      cell.imageView?.image == nil,
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
      cell.imageView?.image == nil,
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
    #expect(cell.textLabel?.text == "Sunset", "didSetViewModel(_:bag:) should show the row")
    owner.viewModel = harbourRow as? Owner.ViewModel
    sunsetRow.pictureDidArrive(sunset)
    #expect(cell.imageView?.image == nil, "bind in the bag you are given, not in one of your own")
    harbourRow.pictureDidArrive(harbour)
    #expect(cell.imageView?.image == harbour)
  }
}
