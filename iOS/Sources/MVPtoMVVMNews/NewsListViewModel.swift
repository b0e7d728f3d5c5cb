// Made by `make ios` from Sources/MVPtoMVVMNews/NewsListViewModel.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import NewsCore
import Observing

/// What the list screen's presenter forwards: things that happened. Inputs return nothing; what
/// they lead to comes back through the outputs.
@MainActor
protocol NewsListViewModelInputs: AnyObject {
  /// The screen's view exists: load the list.
  func viewDidLoad()
  /// The reader pressed r: load again (after a failure, this is the retry).
  func refresh()
  /// `row` is about to be on screen: its picture is wanted, if it has one.
  func willDisplayRow(at row: Int)
  /// The reader opened `row`.
  func didSelectRow(at row: Int)
}

/// What the list screen's view model publishes: state a presenter can watch but never write,
/// and the events it sends.
@MainActor
protocol NewsListViewModelOutputs: AnyObject {
  /// Spinner, rows, empty state or error.
  var state: BindableValue<NewsListState> { get }
  /// Where to go next: sent once each time the reader opens a story, and never replayed.
  var route: EventStream<NewsListRoute> { get }
}

/// The list screen's view model as its presenter sees it: inputs to call, outputs to watch.
/// Kickstarter's ios-oss gives every view model this shape. The presenter depends on the
/// protocol, not the class, so a test can hand it a stub with outputs the test sets by hand.
@MainActor
protocol NewsListViewModelType: AnyObject {
  /// The side the presenter talks to.
  var inputs: any NewsListViewModelInputs { get }
  /// The side the presenter listens to.
  var outputs: any NewsListViewModelOutputs { get }
}

/// The list screen's logic and nothing of its looks. It asks the interactor for the stories and
/// their pictures; what it makes of an answer is a value — a row, a state — never a view.
///
/// So a test drives the inputs, reads the outputs and never builds a view, nor a fake one: no
/// log of calls to read back, as MVP's presenter needed.
@MainActor
final class NewsListViewModel: NewsListViewModelType, NewsListViewModelInputs,
  NewsListViewModelOutputs
{
  var inputs: any NewsListViewModelInputs { self }
  var outputs: any NewsListViewModelOutputs { self }

  // The writable boxes stay private; the protocol hands out their read-only face.
  private let stateValue = MutableBindableValue(NewsListState.loading)
  private let routeEvents = EventSource<NewsListRoute>()
  var state: BindableValue<NewsListState> { stateValue }
  var route: EventStream<NewsListRoute> { routeEvents }

  private let interactor: any NewsListInteracting
  /// The stories behind the rows, to open one and to match late pictures to rows.
  private var items: [NewsItem] = []

  init(interactor: any NewsListInteracting) {
    self.interactor = interactor
    interactor.onThumbnailLoaded = { [weak self] url, image in
      self?.thumbnailDidLoad(image, for: url)
    }
  }

  // MARK: Inputs

  func viewDidLoad() { load() }

  func refresh() { load() }

  /// Pictures are fetched once per URL and kept (the interactor's rule), and never cancelled when
  /// a row scrolls away: the reader is likely to scroll back.
  func willDisplayRow(at row: Int) {
    guard items.indices.contains(row), let url = items[row].imageURL else { return }
    interactor.loadThumbnail(at: url)
  }

  func didSelectRow(at row: Int) {
    guard items.indices.contains(row) else { return }
    routeEvents.send(.story(items[row]))
  }

  // MARK: Deciding the state

  private func load() {
    stateValue.value = .loading
    interactor.loadNews { [weak self] result in self?.didLoad(result) }
  }

  private func didLoad(_ result: Result<[NewsItem], NewsLoadError>) {
    switch result {
    case .success(let items):
      self.items = items
      stateValue.value = items.isEmpty ? .empty : .loaded(items.map(row(for:)))
    case .failure(let error):
      // The old stories stay: the list behind the error is the one last shown.
      stateValue.value = .failed(error.message)
    }
  }

  /// A story as its row shows it: every string formatted, and its picture.
  private func row(for item: NewsItem) -> NewsRow {
    NewsRow(
      id: item.id, title: item.title, date: NewsDateFormat.string(from: item.date),
      picture: picture(at: item.imageURL))
  }

  private func picture(at url: URL?) -> PictureState {
    guard let url else { return .noPicture }
    return interactor.thumbnail(at: url).map(PictureState.loaded) ?? .pending
  }

  /// Every row of the picture's story gets it, as a new state. While no list is shown there
  /// is nothing to change: the next rows are built from the interactor's cache.
  private func thumbnailDidLoad(_ image: Data, for url: URL) {
    guard case .loaded(var rows) = stateValue.value else { return }
    for (row, item) in zip(rows.indices, items) where item.imageURL == url {
      rows[row].picture = .loaded(image)
    }
    stateValue.value = .loaded(rows)
  }
}
