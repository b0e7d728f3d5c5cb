// Made by `make ios` from Sources/MVVMObservableNews/NewsCellViewModel.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import Observation
import Observing

/// One row's view model: what its cell shows — the texts at once, the picture whenever it
/// arrives. The list's view model makes a new one each time the table shows the row, with the
/// row's picture as it is then, so a row that scrolls away and back still has its picture.
@available(iOS 26.0, *)
@MainActor
@Observable
final class NewsCellViewModel {
  /// The headline, whole: cutting or wrapping it is the view's business.
  let title: String
  /// The day, formatted as the row shows it (`20 Nov 2026`).
  let date: String
  /// Where the story's picture is: the one field that changes, so the one to watch.
  private(set) var picture: PictureState

  /// The view model for `row`, its picture where the row says.
  init(row: NewsRow) {
    title = row.title
    date = row.date
    picture = row.picture
  }

  /// The picture has arrived.
  func pictureDidLoad(_ picture: Data) {
    self.picture = .loaded(picture)
  }
}
