import Foundation
import Observing

/// Delivers a picture made from the URL itself after a delay, so every
/// variant and every run draws the same picture for the same story.
@MainActor
public final class TimedMockImageLoader: ImageLoading {
  private let delay: Duration
  private let scheduler: any Scheduling

  /// How long a picture takes unless told otherwise: a second.
  nonisolated public static let defaultDelay = Duration.seconds(1)

  /// Creates a loader that answers `delay` after each request.
  public init(delay: Duration = defaultDelay, scheduler: any Scheduling) {
    self.delay = delay
    self.scheduler = scheduler
  }

  public func loadImage(at url: URL, completion: @escaping @MainActor (Data) -> Void)
    -> CancellationToken
  {
    let picture = Self.picture(for: url)
    return scheduler.schedule(after: delay) { completion(picture) }
  }

  /// An 8 × 4 pattern of four grey levels seeded by the URL's bytes, as the bytes of a binary
  /// PGM image. FNV-1a rather than `hashValue`, which Swift randomises per process: the
  /// picture must be the same on every run.
  public static func picture(for url: URL) -> Data {
    var seed: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in url.absoluteString.utf8 {
      seed = (seed ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    var levels: [UInt8] = []
    for _ in 0..<32 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      levels.append(UInt8((seed >> 62) & 3))
    }
    // "P5", width, height, the largest grey level (3), then one byte per pixel.
    return Data("P5\n8 4\n3\n".utf8) + Data(levels)
  }
}
