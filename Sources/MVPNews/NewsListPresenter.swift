import Foundation
import NewsCore

/// The list screen's presenter: everything the screen decides is decided here, and the
/// passive view is told the result, one call at a time.
///
/// That makes it easy to read, and it is what MVP is for. But count its jobs: it starts loads
/// and picks which of four screens follows, turns stories into rows and dates into text, keeps
/// the stories to match late thumbnails to rows, and routes selection. And its only outputs are
/// calls on a view, so the screen's state is written nowhere: a test needs a fake view, and
/// checks a log of calls. `MVPtoMVVMNews` moves all of this into a view model.
@MainActor
final class NewsListPresenter {
  /// Weak: the view controller owns its presenter, not the reverse.
  weak var view: (any NewsListView)?

  let interactor: any NewsListUseCase
  /// Strong: this presenter is what keeps the coordinator alive (see `NewsCoordinator`).
  let coordinator: any NewsCoordinating
  private let trace: MessageTrace
  /// The stories on screen, kept to find the rows a late thumbnail belongs to.
  private var items: [NewsItem] = []

  init(
    interactor: any NewsListUseCase, coordinator: any NewsCoordinating,
    trace: MessageTrace = .disabled
  ) {
    self.interactor = interactor
    self.coordinator = coordinator
    self.trace = trace
    interactor.onThumbnailLoaded = { [weak self] url, image in
      self?.thumbnailDidLoad(image, for: url)
    }
  }

  // MARK: What the view reports

  /// The screen exists: load the list.
  func viewDidLoad() { load() }

  /// The r key: load again (after a failure, this is the retry).
  func refresh() { load() }

  /// A cell is about to show `row`: fetch its thumbnail if it has one that has not arrived.
  func willDisplayRow(at row: Int) {
    guard items.indices.contains(row), let url = items[row].imageURL,
      interactor.thumbnail(at: url) == nil
    else { return }
    trace.record(self, to: interactor, "loadThumbnail(\(url.lastPathComponent))")
    interactor.loadThumbnail(at: url)
  }

  /// The reader opened `row`.
  func didSelectRow(at row: Int) {
    guard items.indices.contains(row) else { return }
    trace.record(self, to: coordinator, "showDetail(for: \(items[row].id))")
    coordinator.showDetail(for: items[row])
  }

  // MARK: Deciding what the view shows

  private func load() {
    tellView("showLoading()") { $0.showLoading() }
    trace.record(self, to: interactor, "loadNews()")
    interactor.loadNews { [weak self] result in self?.didLoad(result) }
  }

  private func didLoad(_ result: Result<[NewsItem], NewsLoadError>) {
    trace.record(interactor, to: self, "loadNews completed")
    switch result {
    case .success(let items) where items.isEmpty:
      self.items = []
      // The old rows go too, so the next list starts with its first row selected.
      tellView("showRows(0 rows)") { $0.showRows([]) }
      tellView("showEmpty()") { $0.showEmpty() }
    case .success(let items):
      self.items = items
      let rows = items.map(row(for:))
      tellView("showRows(\(rows.count) rows)") { $0.showRows(rows) }
    case .failure(let error):
      // The old stories stay: the list behind the error is the one last shown.
      tellView("showError(\(error.message))") { $0.showError(error.message) }
    }
  }

  private func row(for item: NewsItem) -> NewsRow {
    let thumbnail: NewsRow.Thumbnail =
      if let url = item.imageURL {
        interactor.thumbnail(at: url).map(NewsRow.Thumbnail.loaded) ?? .pending
      } else {
        .noImage
      }
    return NewsRow(
      id: item.id, title: item.title, date: NewsDateFormat.string(from: item.date),
      thumbnail: thumbnail)
  }

  /// Every row showing the picture's story gets it; the view draws those that are on screen.
  private func thumbnailDidLoad(_ image: NewsImage, for url: URL) {
    trace.record(interactor, to: self, "thumbnailLoaded(\(url.lastPathComponent))")
    for (row, item) in items.enumerated() where item.imageURL == url {
      tellView("updateImage(row: \(row))") { $0.updateImage(row: row, image: image) }
    }
  }

  /// Calls the view if it is still there, and records the call for `--trace`.
  private func tellView(_ message: String, _ call: (any NewsListView) -> Void) {
    guard let view else { return }
    trace.record(self, to: view, message)
    call(view)
  }
}
