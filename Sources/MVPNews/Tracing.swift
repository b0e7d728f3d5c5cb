// --trace for MVP: the app as `SceneDelegate.swift` makes it, its screens made as `NewsScreens`
// makes them but with a relay put into each line between two of their objects. Everything else in a
// trace comes from the seams the messages pass through.

import AppShell
import Foundation
import NewsCore
import Observing
import TerminalUI
import Tracing

extension MVPNewsApp {
  public static func makeTracedSceneDelegate(
    environment: NewsEnvironment
  ) -> any WindowSceneDelegate {
    var environment = environment
    environment.newsService = NewsServiceRelay(
      from: NewsListInteractor.self, to: environment.newsService)
    // The interactor and each story's presenter load pictures: the caller is whoever calls.
    environment.imageLoader = ImageLoaderRelay(from: nil, to: environment.imageLoader)
    return TracedSceneDelegate {
      let coordinator = NewsCoordinator(screens: TracedNewsScreens(environment: environment))
      return (coordinator.start(), keeping: [coordinator])
    }
  }
}

/// The screens as `NewsScreens` makes them, with a relay on each line between two of their
/// objects: controller and presenter, presenter and interactor, presenter and coordinator,
/// presenter and view.
@MainActor
struct TracedNewsScreens: NewsScreenMaking {
  let environment: NewsEnvironment

  func makeListScreen(coordinator: any NewsCoordinating) -> NewsListViewController {
    let interactor = NewsListInteractor(
      service: environment.newsService, imageLoader: environment.imageLoader)
    let presenter = NewsListPresenter(
      interactor: NewsListInteractorRelay(from: NewsListPresenter.self, to: interactor),
      coordinator: relay(to: coordinator, from: NewsListPresenter.self))
    let list = NewsListViewController(
      presenter: NewsListPresenterRelay(from: NewsListViewController.self, to: presenter))
    presenter.view = kept(NewsListViewRelay(from: NewsListPresenter.self, to: list))
    return list
  }

  func makeDetailScreen(for item: NewsItem) -> NewsDetailViewController {
    let presenter = NewsDetailPresenter(
      item: item, imageLoader: environment.imageLoader)
    let detail = NewsDetailViewController(
      presenter: NewsDetailPresenterRelay(from: NewsDetailViewController.self, to: presenter))
    presenter.view = kept(NewsDetailViewRelay(from: NewsDetailPresenter.self, to: detail))
    return detail
  }
}

/// What the list's view tells its presenter.
final class NewsListPresenterRelay: MessageRelay<NewsListPresenter>, NewsListPresenting {
  func viewDidLoad() { relay("viewDidLoad()") { $0.viewDidLoad() } }
  func refresh() { relay("refresh()") { $0.refresh() } }
  func willDisplayRow(at row: Int) { receiver.willDisplayRow(at: row) }
  func didSelectRow(at row: Int) {
    relay("didSelectRow(at: \(row))") { $0.didSelectRow(at: row) }
  }
}

/// What a story's view tells its presenter.
final class NewsDetailPresenterRelay: MessageRelay<NewsDetailPresenter>, NewsDetailPresenting {
  func viewDidLoad() { relay("viewDidLoad()") { $0.viewDidLoad() } }
}

/// The list presenter's calls on its view.
final class NewsListViewRelay: WeakMessageRelay<NewsListViewController>, NewsListView {
  func showLoading() { relay("showLoading()") { $0.showLoading() } }
  func showRows(_ rows: [NewsRow]) {
    relay("showRows(\(TraceSummary.of(rows)))") { $0.showRows(rows) }
  }
  func showEmpty() { relay("showEmpty()") { $0.showEmpty() } }
  func showError(_ message: String) {
    relay("showError(\(TraceSummary.of(message)))") { $0.showError(message) }
  }
  func updateImage(row: Int, image: Data) {
    relay("updateImage(row: \(row))") { $0.updateImage(row: row, image: image) }
  }
}

/// The detail presenter's calls on its view.
final class NewsDetailViewRelay: WeakMessageRelay<NewsDetailViewController>, NewsDetailView {
  func show(title: String, date: String, content: String) {
    relay("show(title:date:content:)") { $0.show(title: title, date: date, content: content) }
  }
  func showPictureLoading() { relay("showPictureLoading()") { $0.showPictureLoading() } }
  func showNoPicture() { relay("showNoPicture()") { $0.showNoPicture() } }
  func showPicture(_ picture: Data) { relay("showPicture(_:)") { $0.showPicture(picture) } }
}

/// The list presenter's calls on its interactor, and the interactor's answers.
final class NewsListInteractorRelay: MessageRelay<NewsListInteractor>, NewsListInteracting {
  /// A relay whose interactor's listener, if it has one already, answers through the relay.
  required init(from sender: Any?, to receiver: NewsListInteractor) {
    super.init(from: sender, to: receiver)
    onThumbnailLoaded = receiver.onThumbnailLoaded
  }

  var onThumbnailLoaded: (@MainActor (URL, Data) -> Void)? {
    get { receiver.onThumbnailLoaded }
    set {
      receiver.onThumbnailLoaded = newValue.map { listener in
        answer({ url, _ in "thumbnailLoaded(\(TraceSummary.of(url)))" }, to: listener)
      }
    }
  }

  func loadNews(completion: @escaping @MainActor (Result<[NewsItem], NewsLoadError>) -> Void) {
    let completion = answer({ "loadNews completed: \(TraceSummary.of($0))" }, to: completion)
    relay("loadNews()") { $0.loadNews(completion: completion) }
  }

  func thumbnail(at url: URL) -> Data? { receiver.thumbnail(at: url) }

  /// Asked for each row about to be seen, so it passes unrecorded, as `willDisplayRow(at:)`
  /// does: the interactor's own call to the image loader shows each picture it fetches.
  func loadThumbnail(at url: URL) {
    MessageTrace.speaking(as: receiver) { receiver.loadThumbnail(at: url) }
  }
}

/// A presenter's calls on the coordinator.
final class NewsCoordinatorRelay: WeakMessageRelay<NewsCoordinator>, NewsCoordinating {
  func showDetail(for item: NewsItem) {
    relay("showDetail(for: \(TraceSummary.of(item)))") { $0.showDetail(for: item) }
  }
}

extension TracedNewsScreens {
  /// The calls `sender` makes on `coordinator`, through the one relay the trace keeps for them
  /// (a presenter holds its coordinator weakly, as it holds the relay): every story's presenter
  /// is handed the same one, as it is handed the same coordinator.
  fileprivate func relay(to coordinator: any NewsCoordinating, from sender: Any)
    -> any NewsCoordinating
  {
    guard let coordinator = coordinator as? NewsCoordinator, let trace = MessageTrace.current
    else { return coordinator }
    return NewsCoordinatorRelay.kept(from: sender, to: coordinator, in: trace)
  }

  /// `relay`, kept alive by the current trace: its sender holds it weakly.
  fileprivate func kept<Relay: ReceiverHolding>(_ relay: Relay) -> Relay {
    MessageTrace.current?.keepAlive(relay)
    return relay
  }
}
