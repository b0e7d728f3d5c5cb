import Foundation
import NewsCore

/// The list screen's logic, with nothing to draw: everything MVPNews's presenter decided,
/// moved here, and nothing else.
///
/// Inputs are what the reader did, forwarded by the presenter: `viewDidLoad()`, `refresh()`,
/// `willDisplayRow(at:)`, `select(row:)`. What the screen shows has one output, `state`,
/// announced through `onStateChanged`. Selection is the exception: it shows nothing, so
/// `select(row:)` simply returns the chosen story, for the presenter to hand to the coordinator.
/// So a test feeds inputs, advances a test scheduler and compares the states it saw (and the
/// story `select(row:)` returned): no view, no fake view, no log of calls to read back from.
///
/// No `TerminalUI` here: this class would be the same under UIKit, SwiftUI or a test.
@MainActor
final class NewsListViewModel {
  /// Everything the list screen can show. Rows carry their thumbnails, so a picture arriving
  /// is a new state like any other rather than a second output.
  enum State: Equatable, Sendable {
    /// The screen has not loaded yet.
    case idle
    /// A load is in flight.
    case loading
    /// The stories, as rows.
    case loaded([NewsRow])
    /// The feed has no stories.
    case empty
    /// The load failed, for this reason.
    case failed(String)
  }

  /// Called with every new state. One listener: the presenter.
  var onStateChanged: (@MainActor (State) -> Void)?

  /// What the screen shows now.
  private(set) var state: State = .idle {
    didSet { onStateChanged?(state) }
  }

  let useCase: any NewsListUseCase
  private let trace: MessageTrace
  /// The stories behind the rows, to open one and to match late thumbnails to rows.
  private var items: [NewsItem] = []

  /// - Parameter useCase: where stories and thumbnails come from. By default the interactor
  ///   over the environment's services, which is what the app and most tests want; a test may
  ///   hand in its own.
  init(environment: NewsEnvironment, useCase: (any NewsListUseCase)? = nil) {
    self.useCase =
      useCase
      ?? NewsListInteractor(
        service: environment.newsService, imageLoader: environment.imageLoader,
        trace: environment.trace)
    trace = environment.trace
    self.useCase.onThumbnailLoaded = { [weak self] url, image in
      self?.thumbnailDidLoad(image, for: url)
    }
  }

  // MARK: Inputs

  /// The screen exists: load the list.
  func viewDidLoad() { load() }

  /// Load again (after a failure, this is the retry).
  func refresh() { load() }

  /// A cell is about to show `row`: fetch its thumbnail if it has one that has not arrived.
  func willDisplayRow(at row: Int) {
    guard items.indices.contains(row), let url = items[row].imageURL,
      useCase.thumbnail(at: url) == nil
    else { return }
    trace.record(self, to: useCase, "loadThumbnail(\(url.lastPathComponent))")
    useCase.loadThumbnail(at: url)
  }

  /// The reader opened `row`: the story to show, if the row is on screen. Where it leads is
  /// not the view model's business; the presenter hands it to the coordinator.
  func select(row: Int) -> NewsItem? {
    guard case .loaded = state, items.indices.contains(row) else { return nil }
    return items[row]
  }

  // MARK: Deciding the state

  private func load() {
    state = .loading
    trace.record(self, to: useCase, "loadNews()")
    useCase.loadNews { [weak self] result in self?.didLoad(result) }
  }

  private func didLoad(_ result: Result<[NewsItem], NewsLoadError>) {
    trace.record(useCase, to: self, "loadNews completed")
    switch result {
    case .success(let items):
      self.items = items
      state = items.isEmpty ? .empty : .loaded(items.map(row(for:)))
    case .failure(let error):
      // The old stories stay: the list behind the error is the one last shown.
      state = .failed(error.message)
    }
  }

  private func row(for item: NewsItem) -> NewsRow {
    let thumbnail: NewsRow.Thumbnail =
      if let url = item.imageURL {
        useCase.thumbnail(at: url).map(NewsRow.Thumbnail.loaded) ?? .pending
      } else {
        .noImage
      }
    return NewsRow(
      id: item.id, title: item.title, date: NewsDateFormat.string(from: item.date),
      thumbnail: thumbnail)
  }

  /// Every row of the picture's story gets it, as a new state. While no list is shown there
  /// is nothing to change: the next rows are built from the interactor's cache.
  private func thumbnailDidLoad(_ image: NewsImage, for url: URL) {
    trace.record(useCase, to: self, "thumbnailLoaded(\(url.lastPathComponent))")
    guard case .loaded(var rows) = state else { return }
    let matching = items.indices.filter { items[$0].imageURL == url }
    guard !matching.isEmpty else { return }
    for row in matching { rows[row].thumbnail = .loaded(image) }
    state = .loaded(rows)
  }
}

extension NewsListViewModel.State {
  /// One short line for `--trace`: rows are counted, not listed.
  var summary: String {
    switch self {
    case .idle: "idle"
    case .loading: "loading"
    case .loaded(let rows): "loaded(\(rows.count) rows)"
    case .empty: "empty"
    case .failed(let message): "failed(\(message))"
    }
  }
}
