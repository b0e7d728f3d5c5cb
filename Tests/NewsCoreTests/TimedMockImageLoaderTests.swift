import Foundation
import NewsCore
import Observing
import Testing

/// The mock image loader: a picture made from the URL, after a delay, so every variant and every
/// run draws the same picture for the same story, and a reused row can be caught showing the
/// wrong one.
@MainActor
struct TimedMockImageLoaderTests {
  private let scheduler = ManualScheduler()
  private let rocket = URL(string: "https://images.example.com/news/reusable-upper-stage.jpg")!
  private let ferry = URL(string: "https://images.example.com/news/solar-ferry-crossing.jpg")!

  @Test func deliversExactlyAfterTheDefaultSecond() {
    let loader = TimedMockImageLoader(scheduler: scheduler)
    var images: [Data] = []
    let token = loader.loadImage(at: rocket) { images.append($0) }
    scheduler.advance(by: .seconds(1) - .milliseconds(1))
    #expect(images.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(images.count == 1)
    token.cancel()
  }

  @Test func waitsForTheDelayItIsGiven() {
    let loader = TimedMockImageLoader(delay: .seconds(5), scheduler: scheduler)
    var images: [Data] = []
    let token = loader.loadImage(at: rocket) { images.append($0) }
    scheduler.advance(by: .seconds(4))
    #expect(images.isEmpty)
    scheduler.advance(by: .seconds(1))
    #expect(images.count == 1)
    token.cancel()
  }

  @Test func theSameURLAlwaysGivesTheSamePicture() {
    let loader = TimedMockImageLoader(scheduler: scheduler)
    var images: [Data] = []
    let first = loader.loadImage(at: rocket) { images.append($0) }
    let second = loader.loadImage(at: rocket) { images.append($0) }
    scheduler.advance(by: .seconds(1))
    #expect(images.count == 2)
    #expect(images.first == images.last)
    first.cancel()
    second.cancel()
  }

  @Test func differentURLsGiveDifferentPictures() {
    let loader = TimedMockImageLoader(scheduler: scheduler)
    var images: [URL: Data] = [:]
    let tokens = [rocket, ferry].map { url in loader.loadImage(at: url) { images[url] = $0 } }
    scheduler.advance(by: .seconds(1))
    #expect(images.count == 2)
    #expect(images[rocket] != images[ferry])
    for token in tokens { token.cancel() }
  }

  @Test func thePictureIsAnEightByFourPGMOfFourGreyLevels() throws {
    let loader = TimedMockImageLoader(scheduler: scheduler)
    var delivered: Data?
    let token = loader.loadImage(at: ferry) { delivered = $0 }
    scheduler.advance(by: .seconds(1))
    let bytes = try #require(delivered)
    let header = Data("P5\n8 4\n3\n".utf8)
    #expect(bytes.prefix(header.count) == header)
    let pixels = bytes.dropFirst(header.count)
    #expect(pixels.count == 32)
    #expect(pixels.allSatisfy { $0 <= 3 })
    token.cancel()
  }

  @Test func thePictureForAURLNeverChangesBetweenRuns() {
    // Pinned because transcripts show these pictures: an accidental change of the hash would
    // change every variant's output at once, and this says why.
    let expected: [UInt8] = [
      1, 1, 3, 0, 0, 3, 2, 2,
      3, 2, 1, 2, 0, 0, 1, 2,
      0, 0, 2, 2, 1, 3, 1, 2,
      1, 2, 1, 2, 1, 3, 1, 3,
    ]
    let loader = TimedMockImageLoader(scheduler: scheduler)
    var delivered: Data?
    let token = loader.loadImage(at: rocket) { delivered = $0 }
    scheduler.advance(by: .seconds(1))
    #expect(delivered.map { Array($0.suffix(32)) } == expected)
    token.cancel()
  }

  @Test func aCancelledLoadNeverDelivers() {
    let loader = TimedMockImageLoader(scheduler: scheduler)
    var delivered = 0
    let token = loader.loadImage(at: rocket) { _ in delivered += 1 }
    token.cancel()
    scheduler.advance(by: .seconds(5))
    #expect(delivered == 0)
  }

  @Test func aLoadWhoseTokenIsReleasedNeverDelivers() {
    let loader = TimedMockImageLoader(scheduler: scheduler)
    var delivered = 0
    _ = loader.loadImage(at: rocket) { _ in delivered += 1 }
    scheduler.advance(by: .seconds(5))
    #expect(delivered == 0)
  }
}
