import Foundation
import Observing

/// A picture, as the mock image loader delivers it: a small grid of shades
/// from 0 (light) to 3 (dark). The terminal draws it with block characters,
/// as a phone would draw the decoded pixels of a JPEG.
public struct NewsImage: Equatable, Sendable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Row-major shades, `width * height` of them, each in 0...3.
  public let shades: [UInt8]

  /// Creates an image; shades outside 0...3 are clamped, missing ones are light.
  public init(width: Int, height: Int, shades: [UInt8]) {
    self.width = max(width, 0)
    self.height = max(height, 0)
    let count = self.width * self.height
    self.shades = (shades.prefix(count) + Array(repeating: 0, count: max(0, count - shades.count)))
      .map { min($0, 3) }
  }

  /// The shade at a pixel.
  public func shade(x: Int, y: Int) -> UInt8 { shades[y * width + x] }
}

/// Loads pictures. Injected, like the news service, so every delay is the test's to control.
@MainActor
public protocol ImageLoading: AnyObject {
  /// Starts loading the picture at `url`. `completion` runs once on the main
  /// actor, unless the returned token is cancelled or released first — and
  /// never before this call returns, even when the picture is at hand.
  func loadImage(at url: URL, completion: @escaping @MainActor (NewsImage) -> Void) -> Cancellable
}

/// Delivers a picture made from the URL itself after a delay, so every
/// variant and every run draws the same picture for the same story.
@MainActor
public final class TimedMockImageLoader: ImageLoading {
  private let delay: Duration
  private let scheduler: any Scheduler

  /// Creates a loader that answers `delay` after each request.
  public init(delay: Duration = .seconds(1), scheduler: any Scheduler) {
    self.delay = delay
    self.scheduler = scheduler
  }

  public func loadImage(at url: URL, completion: @escaping @MainActor (NewsImage) -> Void)
    -> Cancellable
  {
    let image = Self.picture(for: url)
    return scheduler.schedule(after: delay) { completion(image) }
  }

  /// An 8 × 4 pattern seeded by the URL's bytes. FNV-1a rather than
  /// `hashValue`, which Swift randomises per process: the picture must be the
  /// same on every run.
  public static func picture(for url: URL) -> NewsImage {
    var seed: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in url.absoluteString.utf8 {
      seed = (seed ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    var shades: [UInt8] = []
    for _ in 0..<32 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      shades.append(UInt8((seed >> 62) & 3))
    }
    return NewsImage(width: 8, height: 4, shades: shades)
  }
}
