import Foundation
import NewsCore
import Observation
import Observing

/// What the list screen's view can tell its view model: things that happened.
/// The view never asks for data here; data comes back through the outputs.
@MainActor
protocol NewsListViewModelInputs: AnyObject {
  /// Load the list: the first time when the screen's view exists, then each time the reader
  /// presses r (after a failure, this is the retry).
  func refresh()
  /// The reader opened `row`.
  func select(row: Int)
}

/// What the list screen's view model publishes: read-only state a view can observe but never
/// write, and the events it sends.
@MainActor
protocol NewsListViewModelOutputs: AnyObject {
  /// Spinner, list, empty state or error.
  var state: NewsListState { get }
  /// The stories of the last good load, formatted for display.
  var rows: [NewsRow] { get }
  /// Where to go next: sent once each time the reader opens a story, and never replayed.
  var route: EventStream<NewsListRoute> { get }
  /// The view model for the cell of `row`. Asking for it says the row is about to be on
  /// screen, so its picture is fetched then, once per picture, and kept.
  func cellViewModel(at row: Int) -> NewsCellViewModel
}

/// The list screen's view model as its controller sees it: inputs to call, outputs to observe.
/// Kickstarter's ios-oss gives every view model this shape. The controller depends on the
/// protocol, not the class, so a test can hand it a stub with outputs the test sets by hand.
@MainActor
protocol NewsListViewModelType: DeliversChanges {
  /// The side a view talks to.
  var inputs: any NewsListViewModelInputs { get }
  /// The side a view listens to.
  var outputs: any NewsListViewModelOutputs { get }
}

/// The list screen's logic and nothing of its looks. It wraps MVC's model and thumbnail store,
/// unchanged, and observes them exactly as MVC's controller did; what it makes of a change is a
/// value — a row, a state — where the controller set views.
///
/// So a test drives the inputs, reads the outputs and never builds a view.
@MainActor
@Observable
final class NewsListViewModel: NewsListViewModelType, NewsListViewModelInputs,
  NewsListViewModelOutputs
{
  var inputs: any NewsListViewModelInputs { self }
  var outputs: any NewsListViewModelOutputs { self }

  // Plain properties: Observation tells whoever reads them of each change. Only the route, an
  // event rather than state, is still a signal.
  private(set) var state: NewsListState
  private(set) var rows: [NewsRow] = []
  @ObservationIgnored private let routeSignal = EventSource<NewsListRoute>()
  var route: EventStream<NewsListRoute> { routeSignal }

  @ObservationIgnored let changeDelivery: any ChangeDelivery
  @ObservationIgnored private let model: NewsListModel
  @ObservationIgnored private let thumbnails: ThumbnailStore
  @ObservationIgnored private let imageLoader: any ImageLoading
  @ObservationIgnored private let bag = CancellationBag()
  /// The cell view models made so far, by row, so a row that scrolls away and back keeps its
  /// own; a row that changes is a new row, and gets a new one.
  @ObservationIgnored private var cellViewModels: [NewsRow: NewsCellViewModel] = [:]

  /// A view model over `model` and `thumbnails`, whose changes are delivered on `changeDelivery`.
  init(
    model: NewsListModel, thumbnails: ThumbnailStore, imageLoader: any ImageLoading,
    changeDelivery: any ChangeDelivery
  ) {
    self.model = model
    self.thumbnails = thumbnails
    self.imageLoader = imageLoader
    self.changeDelivery = changeDelivery
    // Loading, as the screen is from the start: it loads as it appears, and a change of state
    // would reach it only on the next turn of the run loop, after its first frame.
    state = .loading
    observeModel()
  }

  func refresh() {
    MessageTrace.record("reload()", to: model)
    model.reload()
  }

  func select(row: Int) {
    guard model.items.indices.contains(row) else { return }
    let story = NewsDetailViewModel(
      item: model.items[row], imageLoader: imageLoader, changeDelivery: changeDelivery)
    routeSignal.send(.story(story))
  }

  /// Pictures are fetched once per URL and kept (the store's rule), and never cancelled when a
  /// row scrolls away: the reader is likely to scroll back.
  func cellViewModel(at row: Int) -> NewsCellViewModel {
    let display = rows[row]
    if let made = cellViewModels[display] { return made }
    let url = model.items[row].imageURL
    let made = NewsCellViewModel(
      row: display, picture: picture(at: url), changeDelivery: changeDelivery)
    cellViewModels[display] = made
    if let url { thumbnails.load(url) }
    return made
  }

  /// What MVC's controller observed, observed here instead: the same key paths and the same
  /// notification, each turned into an output value.
  private func observeModel() {
    model.observe(\.items) { [weak self] model, _ in
      guard let self else { return }
      rows = model.items.map(row(for:))
      let current = Set(rows)
      cellViewModels = cellViewModels.filter { current.contains($0.key) }
    }.store(in: bag)
    model.observe(\.isLoading) { [weak self] _, _ in
      self?.updateState()
    }.store(in: bag)
    model.observe(\.error) { [weak self] _, _ in
      self?.updateState()
    }.store(in: bag)
    thumbnails.notificationCenter.observe(.thumbnailDidLoad, object: thumbnails) {
      [weak self] notification in
      guard let url = notification.userInfo?["url"] as? URL else { return }
      self?.thumbnailDidLoad(url)
    }.store(in: bag)
  }

  private func updateState() { state = Self.state(of: model) }

  /// The decision MVC's controller made in `updateVisibleState()`, made as a value.
  private static func state(of model: NewsListModel) -> NewsListState {
    if model.isLoading { return .loading }
    if let error = model.error { return .failed(error.message) }
    return model.items.isEmpty ? .empty : .list
  }

  /// The formatting MVC's controller did in `cellForRowAt`, now testable as a value.
  private func row(for item: NewsItem) -> NewsRow {
    NewsRow(id: item.id, title: item.title, date: NewsDateFormat.string(from: item.date))
  }

  private func picture(at url: URL?) -> PictureState {
    guard let url else { return .noPicture }
    return thumbnails.image(for: url).map(PictureState.loaded) ?? .pending
  }

  /// The picture goes to the view models of the rows that show it; whichever cell is bound to
  /// one of them now draws it. No cell is touched here: which cell shows which row is the view's
  /// business.
  private func thumbnailDidLoad(_ url: URL) {
    guard let picture = thumbnails.image(for: url) else { return }
    for (index, item) in model.items.enumerated() where item.imageURL == url {
      cellViewModels[rows[index]]?.pictureDidLoad(picture)
    }
  }
}
