import Foundation
import NewsCore
import Observing

/// An image loader that answers one second after each request, on the test's scheduler, and
/// remembers what it was asked for and what was cancelled.
@MainActor
final class RecordingImageLoader: ImageLoading {
  /// Every URL asked for, in order, repeats included.
  private(set) var requests: [URL] = []
  private let cancellations = Locked<[URL]>([])
  private let scheduler: any Scheduler

  init(scheduler: any Scheduler) { self.scheduler = scheduler }

  /// The URLs whose loads were cancelled (or whose tokens were released) before they answered.
  var cancelled: [URL] { cancellations.withLock { $0 } }

  func loadImage(at url: URL, completion: @escaping @MainActor (NewsImage) -> Void)
    -> Cancellable
  {
    requests.append(url)
    let image = Self.picture(for: url)
    let delivered = Locked(false)
    let work = scheduler.schedule(after: .seconds(1)) {
      delivered.withLock { $0 = true }
      completion(image)
    }
    let cancellations = cancellations
    return Cancellable {
      work.cancel()
      if !delivered.withLock({ $0 }) { cancellations.withLock { $0.append(url) } }
    }
  }

  /// A one-pixel picture that differs from URL to URL, so a test can tell pictures apart.
  static func picture(for url: URL) -> NewsImage {
    NewsImage(width: 1, height: 1, shades: [UInt8(url.absoluteString.utf8.count % 4)])
  }
}
