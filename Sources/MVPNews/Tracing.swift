// --trace for MVP: the app as `SceneDelegate.swift` makes it, with a relay put into each line
// between two of its objects: the list screen's as soon as it is made, a story screen's as it is
// pushed, before it loads. Everything else in a trace comes from the seams the messages pass
// through.

import AppShell
import Foundation
import NewsCore
import Observing
import TerminalUI

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
      let coordinator = NewsCoordinator(environment: environment)
      let root = coordinator.start()
      if let trace = MessageTrace.current {
        trace.onShow = { screen in splice(screen, in: trace) }
        if let list = root.topViewController { splice(list, in: trace) }
      }
      return (root, keeping: [coordinator])
    }
  }

  /// Puts relays between `screen`'s controller, its presenter, and what the presenter calls.
  private static func splice(_ screen: AnyObject, in trace: MessageTrace) {
    switch screen {
    case let list as NewsListViewController:
      guard let presenter = list.presenter as? NewsListPresenter else { return }
      list.presenter = NewsListPresenterRelay(from: list, to: presenter)
      if let interactor = presenter.interactor as? NewsListInteractor {
        presenter.interactor = NewsListInteractorRelay(from: presenter, to: interactor)
      }
      if let coordinator = presenter.coordinator as? NewsCoordinator {
        presenter.coordinator = NewsCoordinatorRelay.kept(
          from: presenter, to: coordinator, in: trace)
      }
      presenter.view = NewsListViewRelay.kept(from: presenter, to: list, in: trace)
    case let detail as NewsDetailViewController:
      guard let presenter = detail.presenter as? NewsDetailPresenter else { return }
      detail.presenter = NewsDetailPresenterRelay(from: detail, to: presenter)
      if let coordinator = presenter.coordinator as? NewsCoordinator {
        presenter.coordinator = NewsCoordinatorRelay.kept(
          from: presenter, to: coordinator, in: trace)
      }
      presenter.view = NewsDetailViewRelay.kept(from: presenter, to: detail, in: trace)
    default:
      break
    }
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
  func back() { relay("back()") { $0.back() } }
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
final class NewsListInteractorRelay: MessageRelay<NewsListInteractor>, NewsListUseCase {
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

  func loadThumbnail(at url: URL) {
    relay("loadThumbnail(\(TraceSummary.of(url)))") { $0.loadThumbnail(at: url) }
  }
}

/// A presenter's calls on the coordinator.
final class NewsCoordinatorRelay: WeakMessageRelay<NewsCoordinator>, NewsCoordinating {
  func showDetail(for item: NewsItem) {
    relay("showDetail(for: \(TraceSummary.of(item)))") { $0.showDetail(for: item) }
  }
  func closeDetail() { relay("closeDetail()") { $0.closeDetail() } }
}
