import Foundation
import NewsCore

/// What the list screen's view tells its presenter: what happened, never what to do.
@MainActor
protocol NewsListPresenting: AnyObject {
  /// The screen exists: load the list.
  func viewDidLoad()
  /// The reader pressed r: load again (after a failure, this is the retry).
  func refresh()
  /// `row` is about to be on screen: its picture is wanted, if it has one.
  func willDisplayRow(at row: Int)
  /// The reader opened `row`.
  func didSelectRow(at row: Int)
}

/// The list screen's presenter: it hears what the reader did, and tells the passive view what
/// to show, one call at a time.
///
/// In MVP it also decides everything, which makes it easy to read. But count its jobs: it
/// starts loads and picks which of four screens follows, turns stories into rows and dates into
/// text, keeps the stories to match late thumbnails to rows, and routes selection. And its only
/// outputs are calls on a view, so a test needs a fake view and checks a log of calls.
@MainActor
final class NewsListPresenter: NewsListPresenting {
  /// Weak: the view controller owns its presenter, not the reverse.
  weak var view: (any NewsListView)?

  private let interactor: any NewsListInteracting
  /// Weak: the coordinator owns, through the stack, this presenter's screen (see `NewsCoordinator`).
  private weak let coordinator: (any NewsCoordinating)?
  /// The stories on screen, kept to find the rows a late thumbnail belongs to.
  private var items: [NewsItem] = []

  init(interactor: any NewsListInteracting, coordinator: any NewsCoordinating) {
    self.interactor = interactor
    self.coordinator = coordinator
    interactor.onThumbnailLoaded = { [weak self] url, image in
      self?.thumbnailDidLoad(image, for: url)
    }
  }

  // MARK: What the view reports

  func viewDidLoad() { load() }

  func refresh() { load() }

  func willDisplayRow(at row: Int) {
    guard items.indices.contains(row), let url = items[row].imageURL else { return }
    interactor.loadThumbnail(at: url)
  }

  func didSelectRow(at row: Int) {
    guard items.indices.contains(row) else { return }
    coordinator?.showDetail(for: items[row])
  }

  // MARK: Telling the view

  private func load() {
    view?.showLoading()
    interactor.loadNews { [weak self] result in self?.didLoad(result) }
  }

  private func didLoad(_ result: Result<[NewsItem], NewsLoadError>) {
    switch result {
    case .success(let items) where items.isEmpty:
      self.items = []
      view?.showEmpty()
    case .success(let items):
      self.items = items
      view?.showRows(items.map(row(for:)))
    case .failure(let error):
      // The old stories stay: the list behind the error is the one last shown.
      view?.showError(error.message)
    }
  }

  private func row(for item: NewsItem) -> NewsRow {
    NewsRow(
      id: item.id, title: item.title, date: NewsDateFormat.string(from: item.date),
      picture: picture(at: item.imageURL))
  }

  private func picture(at url: URL?) -> PictureState {
    guard let url else { return .noPicture }
    return interactor.thumbnail(at: url).map(PictureState.loaded) ?? .pending
  }

  /// Every row showing the picture's story gets it; the view draws those that are on screen.
  private func thumbnailDidLoad(_ image: Data, for url: URL) {
    for (row, item) in items.enumerated() where item.imageURL == url {
      view?.updateImage(row: row, image: image)
    }
  }
}
