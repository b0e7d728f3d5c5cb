import Foundation
import Observing
import TerminalUI
import Testing

/// A list of photos, one row of it on screen, so one cell serves every row: the situation in
/// which a late picture can land in the wrong row.
@MainActor
@Suite("A reused photo cell")
struct PhotoCellTests {
  /// A one-row table over `rows`, handing each row's view model to its cell.
  final class OneRowTable: TableViewDataSource {
    let tableView = TableView()
    let rows: [PhotoRowViewModel]

    init(_ rows: [PhotoRowViewModel]) {
      self.rows = rows
      tableView.register(PhotoCell.self, forCellReuseIdentifier: "photo")
      tableView.dataSource = self
      tableView.frame = Rect(x: 0, y: 0, width: 30, height: 1)
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

  @Test("a cell keeps only the row it shows now: the rows it showed before can go")
  func oldRowsAreLetGo() {
    weak var first: PhotoRowViewModel?
    let cell = PhotoCell(style: .default, reuseIdentifier: "photo")
    do {
      let row = PhotoRowViewModel(caption: "Sunset")
      first = row
      cell.show(row)
      cell.prepareForReuse()
      cell.show(PhotoRowViewModel(caption: "Harbour"))
    }
    #expect(first == nil, "the cell still holds a binding to a row it no longer shows")
  }
}
