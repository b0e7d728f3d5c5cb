import Foundation
import NewsCore
import Observing

/// What the list screen's view can tell its view model: things that happened.
/// The view never asks for data here; data comes back through the outputs.
@MainActor
protocol NewsListViewModelInputs: AnyObject {
  /// The screen's view exists: time for the first load.
  func viewDidLoad()
  /// The reader pressed r: load again (after a failure, this is the retry).
  func refresh()
  /// The reader opened `row`.
  func select(row: Int)
  /// `row` is about to be on screen: its picture is wanted, if it has one.
  func willDisplayRow(at row: Int)
}

/// What the list screen's view model publishes. Read-only `Bindable`s: a
/// view can watch them, never write them.
@MainActor
protocol NewsListViewModelOutputs: AnyObject {
  /// Spinner, list, empty state or error.
  var state: Bindable<NewsListState> { get }
  /// The rows of the last successful load, formatted for display.
  var rows: Bindable<[NewsRowDisplay]> { get }
  /// Where to go next; `nil` until the reader opens a story.
  var route: Bindable<NewsListRoute?> { get }
}

/// The list screen's logic and nothing of its looks: it loads the stories,
/// formats them into rows, fetches their pictures and decides where to go.
///
/// Everything MVC's controller did except touching views lives here, behind
/// two small protocols (Kickstarter's ios-oss spells them the same way), so a
/// test drives the inputs, reads the outputs and never builds a view.
@MainActor
final class NewsListViewModel: NewsListViewModelInputs, NewsListViewModelOutputs {
  /// The side a view talks to.
  var inputs: any NewsListViewModelInputs { self }
  /// The side a view listens to.
  var outputs: any NewsListViewModelOutputs { self }

  // The writable boxes stay private; the protocol hands out their read-only face.
  private let stateValue = MutableBindable(NewsListState.loading)
  private let rowsValue = MutableBindable([NewsRowDisplay]())
  private let routeValue = MutableBindable(NewsListRoute?.none)
  var state: Bindable<NewsListState> { stateValue }
  var rows: Bindable<[NewsRowDisplay]> { rowsValue }
  var route: Bindable<NewsListRoute?> { routeValue }

  private let service: any NewsService
  private let imageLoader: any ImageLoading
  private let trace: MessageTrace
  private var items: [NewsItem] = []
  private var load: Cancellable?
  private var thumbnails: [URL: NewsImage] = [:]
  private var thumbnailLoads: [URL: Cancellable] = [:]

  init(service: any NewsService, imageLoader: any ImageLoading, trace: MessageTrace) {
    self.service = service
    self.imageLoader = imageLoader
    self.trace = trace
  }

  func viewDidLoad() { startLoad() }

  func refresh() { startLoad() }

  func select(row: Int) {
    guard items.indices.contains(row) else { return }
    routeValue.value = .story(items[row])
  }

  /// Pictures are fetched once per URL and kept, and never cancelled when a
  /// row scrolls away: the reader is likely to scroll back.
  func willDisplayRow(at row: Int) {
    guard items.indices.contains(row), let url = items[row].imageURL,
      thumbnails[url] == nil, thumbnailLoads[url] == nil
    else { return }
    trace.record(self, to: imageLoader, "loadImage(\(url.lastPathComponent))")
    thumbnailLoads[url] = imageLoader.loadImage(at: url) { [weak self] image in
      self?.thumbnailDidLoad(image, for: url)
    }
  }

  /// Replacing the token cancels a load still in flight, so when the reader
  /// refreshes twice the last answer wins.
  private func startLoad() {
    trace.record(self, to: service, "loadNews()")
    stateValue.value = .loading
    load = service.loadNews { [weak self] result in self?.finish(with: result) }
  }

  private func finish(with result: Result<[NewsItem], NewsLoadError>) {
    trace.record(service, to: self, "loadNews completed")
    load = nil
    switch result {
    case .success(let items):
      self.items = items
      rowsValue.value = items.map(row(for:))
      stateValue.value = items.isEmpty ? .empty : .list
    case .failure(let error):
      // The rows of an earlier load stay: the error covers them until a retry.
      stateValue.value = .failed(error.message)
    }
  }

  /// The formatting MVC's controller did in `cellForRowAt`, now testable as a value.
  private func row(for item: NewsItem) -> NewsRowDisplay {
    NewsRowDisplay(
      id: item.id, title: item.title, date: NewsDateFormat.string(from: item.date),
      image: imageState(for: item.imageURL))
  }

  private func imageState(for url: URL?) -> NewsImageState {
    guard let url else { return .noImage }
    return thumbnails[url].map(NewsImageState.loaded) ?? .pending
  }

  /// Only the rows showing this picture change; the others keep their values,
  /// so a view that redraws only what changed touches only those rows.
  private func thumbnailDidLoad(_ image: NewsImage, for url: URL) {
    trace.record(imageLoader, to: self, "image arrived (\(url.lastPathComponent))")
    thumbnailLoads[url] = nil
    thumbnails[url] = image
    let showing = items.indices.filter { items[$0].imageURL == url }
    guard !showing.isEmpty else { return }
    var rows = rowsValue.value
    for index in showing { rows[index].image = .loaded(image) }
    rowsValue.value = rows
  }
}
