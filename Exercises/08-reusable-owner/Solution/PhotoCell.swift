import Observing
import TerminalUI

/// A row of the photo list. A table reuses its cells: the same `PhotoCell` shows one row, then,
/// after the reader scrolls, another.
///
/// As a reusable view-model owner it binds each row's view model into a fresh bag, and the
/// owner empties the last row's bag first — so a picture that arrives late for a row this cell
/// showed before can never land here.
@MainActor
final class PhotoCell: TableViewCell, ReusableViewModelOwner {
  // The one stored property an owner declares: where its view model and that view model's
  // bag live (the original MVVM+ owners keep them in Objective-C associated objects).
  let viewModelSlot = ViewModelSlot<PhotoRowViewModel>()

  /// Shows `viewModel`: its caption now, its picture when it comes.
  func show(_ viewModel: PhotoRowViewModel) {
    self.viewModel = viewModel
  }

  // Called with each new view model, after the last one's bindings have ended: the row's
  // content from scratch, its picture as it is now and whenever it comes.
  func didSetViewModel(_ viewModel: PhotoRowViewModel, bag: CancellationBag) {
    var content = defaultContentConfiguration()
    content.text = viewModel.caption
    contentConfiguration = content
    viewModel.picture.bind { [weak self] picture in
      self?.showPicture(picture)
    }.store(in: bag)
  }

  // A cell about to show another row lets go of this one, and with it every binding.
  override func prepareForReuse() {
    super.prepareForReuse()
    viewModel = nil
  }

  /// The picture, into the row's content: the one part that changes.
  private func showPicture(_ picture: Image?) {
    guard var content = contentConfiguration as? ListContentConfiguration else { return }
    content.image = picture
    contentConfiguration = content
  }
}
