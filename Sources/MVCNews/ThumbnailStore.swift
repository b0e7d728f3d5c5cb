import Foundation
import NewsCore
import Observing

extension Notification.Name {
  /// Posted by `ThumbnailStore` when a picture arrives; the URL is the `url` user-info value.
  static let thumbnailDidLoad = Notification.Name("ThumbnailStore.thumbnailDidLoad")
}

/// Pictures for the list, loaded once and kept. A model object too: it
/// broadcasts arrivals through NotificationCenter, because it cannot know —
/// and should not care — which rows are on screen when a picture lands.
@MainActor
final class ThumbnailStore {
  let notificationCenter: NotificationCenter
  private let imageLoader: any ImageLoading
  private let trace: MessageTrace
  private var images: [URL: NewsImage] = [:]
  private var loads: [URL: Cancellable] = [:]

  init(imageLoader: any ImageLoading, notificationCenter: NotificationCenter, trace: MessageTrace) {
    self.imageLoader = imageLoader
    self.notificationCenter = notificationCenter
    self.trace = trace
  }

  /// The picture at `url` if it has arrived.
  func image(for url: URL) -> NewsImage? { images[url] }

  /// Starts loading `url` unless it is loaded or on its way.
  func load(_ url: URL) {
    guard images[url] == nil, loads[url] == nil else { return }
    trace.record(self, to: imageLoader, "loadImage(\(url.lastPathComponent))")
    loads[url] = imageLoader.loadImage(at: url) { [weak self] image in
      self?.store(image, for: url)
    }
  }

  private func store(_ image: NewsImage, for url: URL) {
    loads[url] = nil
    images[url] = image
    trace.record(self, to: notificationCenter, "post(thumbnailDidLoad, \(url.lastPathComponent))")
    notificationCenter.post(name: .thumbnailDidLoad, object: self, userInfo: ["url": url])
  }
}
