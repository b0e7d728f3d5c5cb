// Made by `make ios` from Sources/UnidirectionalNews/NewsListState.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import NewsCore

/// Everything the list screen shows, as one value: what the reducer changes, what a test
/// compares, what the view draws.
@available(iOS 26.0, *)
struct NewsListState: Equatable {
  /// The stories of the last good load.
  var items: [NewsItem] = []
  /// Whether a load is in flight.
  var isLoading = false
  /// Why the last load failed; `nil` after a success.
  var error: NewsLoadError?
  /// The pictures that have arrived, by URL: fetched once and kept, so a row that scrolls away
  /// and back still has its picture.
  var pictures: [URL: Data] = [:]
  /// The pictures asked for, arrived or not: none is asked for twice.
  var picturesAsked: Set<URL> = []
  /// The story the reader opened, for the screen to show next.
  var openedStory: NewsItem?
}

/// Which of its four faces the list screen shows, and the rows when it shows the list: derived
/// from the state, never kept, so it cannot disagree with it.
@available(iOS 26.0, *)
enum NewsListFace: Equatable {
  /// A load is in flight.
  case loading
  /// The stories, as rows.
  case loaded([NewsRow])
  /// The feed had no stories.
  case empty
  /// The last load failed, for this reason.
  case failed(String)
}

@available(iOS 26.0, *)
extension NewsListState {
  /// The face the screen shows now.
  var face: NewsListFace {
    if isLoading {
      .loading
    } else if let error {
      .failed(error.message)
    } else {
      items.isEmpty ? .empty : .loaded(items.map(Self.row(for:)))
    }
  }

  /// The picture of the story at `row`, or where it is.
  func picture(at row: Int) -> PictureState {
    guard items.indices.contains(row), let url = items[row].imageURL else { return .noPicture }
    return pictures[url].map(PictureState.loaded) ?? .pending
  }

  /// A story as its row shows it: every string formatted.
  private static func row(for item: NewsItem) -> NewsRow {
    NewsRow(id: item.id, title: item.title, date: NewsDateFormat.string(from: item.date))
  }
}
