import Foundation
import NewsCore
import Observing
import TerminalUI

/// The cell the reusable owner replaces, kept to be seen: `mvvm --naive-cells` runs the app with
/// it. It shows a row's view model as `NewsCell` does, but it binds each row's picture into one
/// bag of its own, which lives as long as the cell.
///
/// A table reuses its cells, so the bindings of every row the cell showed before live on, and a
/// picture that arrives late for one of them lands in whatever row the cell shows now.
@MainActor
final class NaiveNewsCell: TableViewCell {
  static let reuseIdentifier = "NaiveNewsCell"

  private let bag = CancellationBag()

  /// A row with its date on the right: the `.value1` style, whatever style the table asks for.
  required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: .value1, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func show(_ viewModel: NewsCellViewModel) {
    var content = defaultContentConfiguration()
    content.text = viewModel.title
    content.secondaryText = viewModel.date
    contentConfiguration = content
    viewModel.picture.bind { [weak self] picture in
      self?.show(picture)
    }.store(in: bag)
  }

  private func show(_ picture: PictureState) {
    guard var content = contentConfiguration as? ListContentConfiguration else { return }
    content.image =
      switch picture {
      case .noPicture: nil
      case .pending: Image(systemName: "photo")
      case .loaded(let picture): Image(data: picture)
      }
    contentConfiguration = content
  }
}
