import Foundation
import NewsCore
import TerminalUI

/// A story's row. It shows its row's view model and nothing else: it has never heard of
/// `NewsItem`, and it formats nothing.
///
/// A reused cell is handed a new row's view model each time it is dequeued, and reads it in
/// `updateProperties()`, where UIKit tracks what it reads. A picture that arrives late for the
/// row the cell showed before only makes it read again the view model it shows now, so it can
/// never land here.
@MainActor
final class NewsCell: TableViewCell {
  static let reuseIdentifier = "NewsCell"

  /// The row's view model: set by the data source for each row the cell shows.
  var viewModel: NewsCellViewModel? {
    didSet { setNeedsUpdateProperties() }
  }

  /// A row with its date on the right: the `.value1` style, whatever style the table asks for.
  required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: .value1, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Called by UIKit before the cell is laid out once its view model is set, and again whenever
  /// something read here changes: the picture, the one field that does.
  override func updateProperties() {
    super.updateProperties()
    var content = defaultContentConfiguration()
    content.text = viewModel?.title
    content.secondaryText = viewModel?.date
    content.image = image(of: viewModel?.picture ?? .noPicture)
    contentConfiguration = content
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    viewModel = nil
  }

  private func image(of picture: PictureState) -> Image? {
    switch picture {
    case .noPicture: nil
    case .pending: Image(systemName: "photo")
    case .loaded(let picture): Image(data: picture)
    }
  }
}
