import Observing
import TerminalUI

/// A row of the photo list. A table reuses its cells: the same `PhotoCell` shows one row, then,
/// after the reader scrolls, another.
///
/// It has the classic bug: it binds each row's picture into one bag that lives as long as the
/// cell, so the bindings of the rows it showed before live on. A picture that arrives late for
/// an old row lands in whatever row the cell shows now.
@MainActor
final class PhotoCell: TableViewCell {
  private let bindings = CancellationBag()

  /// Shows `viewModel`: its caption now, its picture when it comes.
  func show(_ viewModel: PhotoRowViewModel) {
    var content = defaultContentConfiguration()
    content.text = viewModel.caption
    contentConfiguration = content
    viewModel.picture.bind { [weak self] picture in
      self?.showPicture(picture)
    }.store(in: bindings)
  }

  /// The picture, into the row's content: the one part that changes.
  private func showPicture(_ picture: Image?) {
    guard var content = contentConfiguration as? ListContentConfiguration else { return }
    content.image = picture
    contentConfiguration = content
  }
}
