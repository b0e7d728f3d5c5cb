// Made by `make ios` from Sources/MVVMObservableNews/NewsListViewModel.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import NewsCore
import Observation
import Observing
import NewsKitIOS

/// What the list screen's view can tell its view model: things that happened. Inputs return
/// nothing; what they lead to comes back through the outputs.
@available(iOS 26.0, *)
@MainActor
protocol NewsListViewModelInputs: AnyObject {
  /// The screen's view exists: load the list.
  func viewDidLoad()
  /// The reader pulled the list, or pressed the error screen's button: load again.
  func refresh()
  /// `row` is about to be on screen: its picture is wanted, if it has one.
  func willDisplayRow(at row: Int)
  /// The reader opened `row`.
  func didSelectRow(at row: Int)
}

/// What the list screen's view model publishes: state a view can watch but never write, the
/// events it sends, and the view model of each row a cell shows.
@available(iOS 26.0, *)
@MainActor
protocol NewsListViewModelOutputs: AnyObject {
  /// Spinner, rows, empty state or error.
  var state: NewsListState { get }
  /// Where to go next: sent once each time the reader opens a story, and never replayed.
  var route: EventStream<NewsListRoute> { get }
  /// The view model for the cell of `row` of the last list, or `nil` for a row it does not have.
  /// A new one each time the row is asked for, with the row's picture as it is now, so a row that
  /// scrolls away and back keeps its picture; the newest is the one a late picture goes to.
  func cellViewModel(at row: Int) -> NewsCellViewModel?
}

/// The list screen's view model as its controller sees it: inputs to call, outputs to watch.
/// Kickstarter's ios-oss gives every view model this shape. The controller depends on the
/// protocol, not the class, so a test can hand it a stub with outputs the test sets by hand.
@available(iOS 26.0, *)
@MainActor
protocol NewsListViewModelType: AnyObject, Observable {
  /// The side a view talks to.
  var inputs: any NewsListViewModelInputs { get }
  /// The side a view listens to.
  var outputs: any NewsListViewModelOutputs { get }
}

/// The list screen's logic and nothing of its looks. It wraps the model and the thumbnail store
/// and observes them; what it makes of a change is a value — a row, a state — never a view.
///
/// So a test drives the inputs, reads the outputs and never builds a view.
@available(iOS 26.0, *)
@MainActor
@Observable
final class NewsListViewModel: NewsListViewModelType, NewsListViewModelInputs,
  NewsListViewModelOutputs
{
  var inputs: any NewsListViewModelInputs { self }
  var outputs: any NewsListViewModelOutputs { self }

  // A plain property: Observation tells whoever reads it of each change. Only the route, an
  // event rather than state, is still a stream.
  private(set) var state = NewsListState.loading
  private let routeEvents = EventSource<NewsListRoute>()
  var route: EventStream<NewsListRoute> { routeEvents }

  private let model: NewsListModel
  private let thumbnails: ThumbnailStore
  private let notificationCenter: NotificationCenter
  private let bag = CancellationBag()
  /// The rows of the last list, each picture brought up to date as it arrives: what the cells'
  /// view models are made from.
  @ObservationIgnored private var rows: [NewsRow] = []
  /// The view model each row's cell was last handed: the one a picture goes to.
  @ObservationIgnored private var cellViewModels: [Int: NewsCellViewModel] = [:]

  init(model: NewsListModel, thumbnails: ThumbnailStore, notificationCenter: NotificationCenter) {
    self.model = model
    self.thumbnails = thumbnails
    self.notificationCenter = notificationCenter
    observeModel()
  }

  // MARK: Inputs

  func viewDidLoad() { model.reload() }

  func refresh() { model.reload() }

  /// Pictures are fetched once per URL and kept (the store's rule), and never cancelled when a
  /// row scrolls away: the reader is likely to scroll back.
  func willDisplayRow(at row: Int) {
    guard model.items.indices.contains(row), let url = model.items[row].imageURL else { return }
    thumbnails.load(url)
  }

  func didSelectRow(at row: Int) {
    guard model.items.indices.contains(row) else { return }
    routeEvents.send(.story(model.items[row]))
  }

  // MARK: Outputs

  func cellViewModel(at row: Int) -> NewsCellViewModel? {
    guard rows.indices.contains(row) else { return nil }
    let made = NewsCellViewModel(row: rows[row])
    cellViewModels[row] = made
    return made
  }

  // MARK: Deciding the state

  /// The model's loading and the store's notification, each turned into an output value.
  private func observeModel() {
    // The model turns `isLoading` off last, after the stories or the error: one observer hears
    // every load end.
    // ≠ observation-handler
    model.observe(\.isLoading) { [weak self] _, _ in
      MainActor.assumeIsolated {
        self?.updateState()
      }
    }.store(in: bag)
    let observer = notificationCenter.addObserver(
      forName: .thumbnailDidLoad, object: thumbnails, queue: nil
    ) { [weak self] notification in
      // With no queue, the block runs inside `post`, on the main actor the store posts from.
      let url = notification.userInfo?["url"] as? URL
      MainActor.assumeIsolated { self?.thumbnailDidLoad(url) }
    }
    CancellationToken(removing: observer, from: notificationCenter).store(in: bag)
  }

  /// Which of its faces the screen shows, decided as a value a test can compare.
  private func updateState() {
    if !model.isLoading, model.error == nil {
      // New stories, new rows: each gets a view model of its own when a cell next shows it.
      rows = model.items.map(row(for:))
      cellViewModels = [:]
    }
    state =
      if model.isLoading {
        .loading
      } else if let error = model.error {
        .failed(error.message)
      } else {
        rows.isEmpty ? .empty : .loaded(rows)
      }
  }

  /// A story as its row shows it: every string formatted, and its picture where it is.
  private func row(for item: NewsItem) -> NewsRow {
    NewsRow(
      id: item.id, title: item.title, date: NewsDateFormat.string(from: item.date),
      picture: picture(at: item.imageURL))
  }

  private func picture(at url: URL?) -> PictureState {
    guard let url else { return .noPicture }
    return thumbnails.image(for: url).map(PictureState.loaded) ?? .pending
  }

  /// The picture goes to the view models of the rows that show it; whichever cell is bound to
  /// one of them now draws it. No cell is touched here: which cell shows which row is the view's
  /// business.
  private func thumbnailDidLoad(_ url: URL?) {
    guard let url, let picture = thumbnails.image(for: url) else { return }
    for (row, item) in zip(rows.indices, model.items) where item.imageURL == url {
      rows[row].picture = .loaded(picture)
      cellViewModels[row]?.pictureDidLoad(picture)
    }
  }
}
