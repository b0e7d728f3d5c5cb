// Made by `make ios` from Sources/MVVMNews/NewsCell.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import NewsCore
import Observing
import UIKit

/// A story's row. It shows its row's view model and nothing else: it has never heard of
/// `NewsItem`, and it formats nothing.
///
/// A reused cell is handed a new row's view model each time it is dequeued. As a reusable
/// owner it watches each one into a fresh bag, and the last one's bag is emptied first, so a
/// picture that arrives late for the row the cell showed before can never land here.
@MainActor
final class NewsCell: UITableViewCell, ReusableViewModelOwner {
  static let reuseIdentifier = "NewsCell"

  let viewModelSlot = ViewModelSlot<NewsCellViewModel>()

  /// A row with its date on the right: the `.value1` style, whatever style the table asks for.
  // ≠ cell-initializer
  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: .value1, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// A new row: its content from scratch, the picture as it is now and whenever it changes.
  func didSetViewModel(_ viewModel: NewsCellViewModel, bag: CancellationBag) {
    var content = defaultContentConfiguration()
    content.text = viewModel.title
    content.secondaryText = viewModel.date
    contentConfiguration = content
    viewModel.picture.bind { [weak self] picture in
      self?.show(picture)
    }.store(in: bag)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    viewModel = nil
  }

  /// The picture, into the row's content: the one part that changes.
  private func show(_ picture: PictureState) {
    guard var content = contentConfiguration as? UIListContentConfiguration else { return }
    content.image =
      switch picture {
      case .noPicture: nil
      case .pending: UIImage(systemName: "photo")
      case .loaded(let picture): UIImage(data: picture)
      }
    contentConfiguration = content
  }
}
