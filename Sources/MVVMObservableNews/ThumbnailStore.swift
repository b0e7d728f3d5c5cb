import Foundation
import NewsCore
import Observing

extension Notification.Name {
  /// Posted by `ThumbnailStore`, as the sender, when a picture arrives; the URL is the `url`
  /// user-info value.
  static let thumbnailDidLoad = Notification.Name("ThumbnailStore.thumbnailDidLoad")
}

/// Pictures for the list, loaded once and kept. A model object too: it
/// broadcasts arrivals through NotificationCenter, because it cannot know —
/// and should not care — which rows are on screen when a picture lands.
@MainActor
final class ThumbnailStore {
  private let notificationCenter: NotificationCenter
  private let imageLoader: any ImageLoading
  private var images: [URL: Data] = [:]
  private var loads: [URL: CancellationToken] = [:]

  init(imageLoader: any ImageLoading, notificationCenter: NotificationCenter) {
    self.imageLoader = imageLoader
    self.notificationCenter = notificationCenter
  }

  /// The picture at `url`, as its loader delivered it, if it has arrived.
  func image(for url: URL) -> Data? { images[url] }

  /// Starts loading `url` unless it is loaded or on its way.
  func load(_ url: URL) {
    guard images[url] == nil, loads[url] == nil else { return }
    loads[url] = imageLoader.loadImage(at: url) { [weak self] image in
      self?.store(image, for: url)
    }
  }

  private func store(_ image: Data, for url: URL) {
    loads[url] = nil
    images[url] = image
    notificationCenter.post(name: .thumbnailDidLoad, object: self, userInfo: ["url": url])
  }
}
