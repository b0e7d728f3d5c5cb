import Foundation
import NewsCore

/// Everything the list screen knows, as one value: what the reducer changes, what a test
/// compares. The face the screen shows is worked out from it, never kept.
struct NewsListStoreState: Equatable {
  /// The stories, or where they are: in flight from the start, as the screen loads when it
  /// appears.
  var load = NewsListLoad.loading
  /// The pictures that have arrived, by URL: fetched once and kept, so a row that scrolls away
  /// and back still has its picture.
  var pictures: [URL: Data] = [:]
  /// The pictures asked for, arrived or not: none is asked for twice.
  var picturesAsked: Set<URL> = []
  /// The story on screen over the list: set when the reader opens it, cleared when its screen is
  /// closed. The screen shows a story's screen exactly while this is set.
  var openedStory: NewsItem?
}

/// Where the list's stories are: one value, so never in flight and failed at once.
enum NewsListLoad: Equatable, Sendable {
  /// A load is in flight.
  case loading
  /// The stories of the last load.
  case loaded([NewsItem])
  /// The last load failed.
  case failed(NewsLoadError)
}

extension NewsListStoreState {
  /// The face the screen shows now, each row with its picture.
  var face: NewsListState {
    switch load {
    case .loading: .loading
    case .loaded(let items): items.isEmpty ? .empty : .loaded(items.map(row(for:)))
    case .failed(let error): .failed(error.message)
    }
  }

  /// The stories the rows show: none while the spinner or the error covers them.
  var items: [NewsItem] {
    guard case .loaded(let items) = load else { return [] }
    return items
  }

  /// A story as its row shows it: every string formatted, and its picture where it is.
  private func row(for item: NewsItem) -> NewsRow {
    let picture: PictureState =
      item.imageURL.map { pictures[$0].map(PictureState.loaded) ?? .pending } ?? .noPicture
    return NewsRow(
      id: item.id, title: item.title, date: NewsDateFormat.string(from: item.date),
      picture: picture)
  }
}
