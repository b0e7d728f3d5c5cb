import Foundation
import NewsCore
import Observing

/// What the list screen needs from the outside world: its stories and their thumbnails.
/// A protocol, so that whoever holds the logic can be tested over a stand-in.
@MainActor
protocol NewsListInteracting: AnyObject {
  /// Told once for every thumbnail that arrives. One listener, set by the owner: a picture is
  /// wanted by whichever rows show its story when it lands, not by the row that asked.
  var onThumbnailLoaded: (@MainActor (URL, Data) -> Void)? { get set }

  /// Loads the stories. A load still in flight is cancelled, so the last answer wins.
  func loadNews(completion: @escaping @MainActor (Result<[NewsItem], NewsLoadError>) -> Void)

  /// The thumbnail at `url`, if it has arrived.
  func thumbnail(at url: URL) -> Data?

  /// Starts loading the thumbnail at `url`, unless it has arrived or is on its way.
  func loadThumbnail(at url: URL)
}

/// The list's interactor: it talks to the news service and the image loader, and to nothing
/// on screen.
///
/// Two rules live here and nowhere else. A new load replaces the one in flight (releasing its
/// token cancels it), so refreshing twice shows the second answer. Thumbnails are loaded once,
/// kept by URL and never cancelled when their row scrolls away, because it may scroll back;
/// they stop only when the interactor itself goes, with its screen.
@MainActor
final class NewsListInteractor: NewsListInteracting {
  var onThumbnailLoaded: (@MainActor (URL, Data) -> Void)?

  private let service: any NewsService
  private let imageLoader: any ImageLoading
  private var newsLoad: CancellationToken?
  private var thumbnails: [URL: Data] = [:]
  private var thumbnailLoads: [URL: CancellationToken] = [:]

  init(service: any NewsService, imageLoader: any ImageLoading) {
    self.service = service
    self.imageLoader = imageLoader
  }

  func loadNews(completion: @escaping @MainActor (Result<[NewsItem], NewsLoadError>) -> Void) {
    newsLoad = service.loadNews { [weak self] result in
      guard let self else { return }
      newsLoad = nil
      completion(result)
    }
  }

  func thumbnail(at url: URL) -> Data? { thumbnails[url] }

  func loadThumbnail(at url: URL) {
    guard thumbnails[url] == nil, thumbnailLoads[url] == nil else { return }
    thumbnailLoads[url] = imageLoader.loadImage(at: url) { [weak self] image in
      guard let self else { return }
      thumbnailLoads[url] = nil
      thumbnails[url] = image
      onThumbnailLoaded?(url, image)
    }
  }
}
