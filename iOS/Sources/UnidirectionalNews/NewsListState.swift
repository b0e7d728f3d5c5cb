// Made by `make ios` from Sources/UnidirectionalNews/NewsListState.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import NewsCore

/// Which of its four faces the list screen shows, and the rows when it shows the list. One value
/// rather than `isLoading` plus `error` plus `items`: a view bound to it cannot end up showing
/// the spinner and the error at once.
@available(iOS 26.0, *)
enum NewsListFace: Equatable, Sendable {
  /// A load is in flight. The screen starts here: it loads as soon as it appears.
  case loading
  /// The stories, as rows.
  case loaded([NewsRow])
  /// The feed had no stories.
  case empty
  /// The last load failed, for this reason.
  case failed(String)
}

/// Everything the list screen knows, as one value: what the reducer changes, what a test
/// compares; the face is worked out from it, never kept.
@available(iOS 26.0, *)
struct NewsListState: Equatable {
  /// The stories, or where they are: none before the screen asks.
  var load = NewsListLoad.loaded([])
  /// The pictures that have arrived, by URL: fetched once and kept, so a row that scrolls away
  /// and back still has its picture.
  var pictures: [URL: Data] = [:]
  /// The pictures asked for, arrived or not: none is asked for twice.
  var picturesAsked: Set<URL> = []
  /// The story the reader opened, for the screen to show next.
  var openedStory: NewsItem?
}

/// Where the list's stories are: one value, so never in flight and failed at once.
@available(iOS 26.0, *)
enum NewsListLoad: Equatable, Sendable {
  /// A load is in flight.
  case loading
  /// The stories of the last load.
  case loaded([NewsItem])
  /// The last load failed.
  case failed(NewsLoadError)
}

@available(iOS 26.0, *)
extension NewsListState {
  /// The face the screen shows now.
  var face: NewsListFace {
    switch load {
    case .loading: .loading
    case .loaded(let items): items.isEmpty ? .empty : .loaded(items.map(Self.row(for:)))
    case .failed(let error): .failed(error.message)
    }
  }

  /// The stories the rows show: none while the spinner or the error covers them.
  var items: [NewsItem] {
    guard case .loaded(let items) = load else { return [] }
    return items
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
