import NewsCore
import Observing
import TerminalUI

@testable import MVVMNews

/// A cell written the way the classic reuse bug is written, kept here in the tests and never in
/// the app: it binds each new row's picture, but into one bag that lives as long as the cell,
/// so the bindings of the rows it showed before live on, and a late picture for one of them
/// lands in whatever row the cell shows now.
@MainActor
final class NaiveNewsCell: TableViewCell {
  private let bindings = CancellationBag()

  func show(_ viewModel: NewsCellViewModel) {
    textLabel.text = viewModel.title
    detailTextLabel.text = viewModel.date
    viewModel.picture.bind { [weak self] picture in
      guard case .loaded(let bytes) = picture else {
        self?.imageView.image = nil
        return
      }
      self?.imageView.image = Image(data: bytes)
    }.store(in: bindings)
  }
}
