import Foundation
import NewsCore
import Observing

/// An image loader that answers one second after each request, on the test's scheduler, and
/// remembers every request: what was asked for, what it delivers, and whether the asker gave
/// up before it arrived.
///
/// Why not the app's `TimedMockImageLoader`: it answers but keeps no record, and the rules
/// about pictures are rules about requests: asked for once per URL, never without a URL, not
/// before the screen needs it, and cancelled when the screen that asked goes away.
@MainActor
public final class RecordingImageLoader: ImageLoading {
  /// One request and its fate.
  public final class Request: Sendable {
    /// The URL asked for.
    public let url: URL
    /// The picture this request delivers, as bytes: `RecordingImageLoader.picture(for: url)`.
    public let image: Data
    let answer = PendingAnswer()

    init(url: URL, image: Data) {
      self.url = url
      self.image = image
    }

    /// Whether the asker gave up (cancelled or released its token) while the picture was
    /// still on its way.
    public var isCancelled: Bool { answer.isCancelled }
  }

  /// The requests so far, oldest first, repeats included.
  public private(set) var requests: [Request] = []
  private let scheduler: any Scheduling

  /// A loader on `scheduler`, the test's clock.
  public init(scheduler: any Scheduling) { self.scheduler = scheduler }

  /// Every URL asked for, in order, repeats included.
  public var requestedURLs: [URL] { requests.map(\.url) }

  /// The URLs whose loads were given up on before they answered, in the order they were asked.
  public var cancelled: [URL] { requests.filter(\.isCancelled).map(\.url) }

  public func loadImage(at url: URL, completion: @escaping @MainActor (Data) -> Void)
    -> CancellationToken
  {
    let request = Request(url: url, image: Self.picture(for: url))
    requests.append(request)
    let work = scheduler.schedule(after: .seconds(1)) {
      request.answer.deliver()
      completion(request.image)
    }
    return CancellationToken {
      request.answer.cancel()
      work.cancel()
    }
  }

  /// The picture delivered for `url`: the mock loader's own picture for that URL, so every
  /// story gets a different one and a picture shown on the wrong row is caught.
  public static func picture(for url: URL) -> Data {
    TimedMockImageLoader.picture(for: url)
  }
}
