// MVP: a passive view behind a protocol, a presenter that decides everything the view shows,
// an interactor that fetches, and a coordinator that moves between screens. The presenter is
// clear to read, but it does many jobs and can only be observed through a fake view.

import AppShell
import Foundation
import NewsCore
import Observing
import TerminalUI

/// The news app told in MVP, with an interactor for the work and a coordinator for navigation.
public enum MVPNewsApp: NewsVariant {
  public static let name = "mvp"
  public static let summary =
    "the news list in MVP, with a passive view, an interactor and a coordinator"

  public static func makeScene(environment: NewsEnvironment) -> Scene {
    // The app's root keeps the coordinator, as a scene delegate does on iOS.
    let coordinator = NewsCoordinator(environment: environment)
    return Scene(rootViewController: coordinator.start(), keeping: coordinator)
  }
}

// MARK: Relays for --trace
//
// The presenter, its view, its interactor and the coordinator call each other directly, so no
// seam sees those calls. While a trace is recording, `NewsCoordinator` puts one of these
// relays between each pair: it stands in for the receiver, records the call and passes it on.
// Without a trace the objects are wired to each other and these classes are never made.

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
  var onThumbnailLoaded: (@MainActor (URL, Data) -> Void)? {
    get { receiver.onThumbnailLoaded }
    set {
      guard let listener = newValue else {
        receiver.onThumbnailLoaded = nil
        return
      }
      receiver.onThumbnailLoaded = { [weak self] url, image in
        self?.recordAnswer("thumbnailLoaded(\(TraceSummary.of(url)))")
        listener(url, image)
      }
    }
  }

  func loadNews(completion: @escaping @MainActor (Result<[NewsItem], NewsLoadError>) -> Void) {
    relay("loadNews()") {
      $0.loadNews { [weak self] result in
        self?.recordAnswer("loadNews completed: \(TraceSummary.of(result))")
        completion(result)
      }
    }
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
