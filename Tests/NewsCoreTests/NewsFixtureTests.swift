import FeedReader
import Foundation
import NewsCore
import Testing

/// The bundled feed is what every learner sees first, so it must parse and must hold the hard
/// cases the list has to draw: wide characters, emoji, a title too long for any row, a story
/// without a picture.
struct NewsFixtureTests {
  private let items: [NewsItem]

  init() throws {
    items = try JSONNewsParser().parse(NewsFixture.bundled)
  }

  @Test func parsesWithAtLeastFourteenStories() {
    #expect(items.count >= 14)
  }

  @Test func idsAreUnique() {
    #expect(Set(items.map(\.id)).count == items.count)
  }

  @Test func storiesAreNewestFirstAndAllFromNovember2026() {
    #expect(zip(items, items.dropFirst()).allSatisfy { $0.date > $1.date })
    #expect(items.allSatisfy { NewsDateFormat.string(from: $0.date).hasSuffix("Nov 2026") })
  }

  @Test func hasAtLeastTwoChineseTitlesWithChineseContent() {
    let chinese = items.filter { $0.title.unicodeScalars.contains(where: isHan) }
    #expect(chinese.count >= 2)
    #expect(chinese.allSatisfy { $0.content.unicodeScalars.contains(where: isHan) })
  }

  @Test func hasAJapaneseOrKoreanTitle() {
    #expect(items.contains { $0.title.unicodeScalars.contains(where: isKanaOrHangul) })
  }

  @Test func hasATitleWithAnEmoji() {
    #expect(
      items.contains { $0.title.unicodeScalars.contains { $0.properties.isEmojiPresentation } })
  }

  @Test func hasATitleLongerThan150Characters() {
    #expect(items.contains { $0.title.count > 150 })
  }

  @Test func hasAStoryWithoutAPictureAndTheRestUseTheExampleImageHost() {
    #expect(items.contains { $0.imageURL == nil })
    let urls = items.compactMap(\.imageURL)
    #expect(!urls.isEmpty)
    #expect(urls.allSatisfy { $0.absoluteString.hasPrefix("https://images.example.com/news/") })
  }

  @Test func hasContentInSeveralParagraphs() {
    #expect(items.contains { $0.content.components(separatedBy: "\n\n").count >= 3 })
  }

  @Test func holdsNoControlCharactersExceptParagraphBreaks() {
    // Hostile text belongs in test fixtures; the bundled feed is the friendly one.
    let scalars = items.flatMap { item in Array((item.title + item.content).unicodeScalars) }
    let control = scalars.filter { scalar in
      scalar.properties.generalCategory == .control && scalar != "\n"
    }
    #expect(control.isEmpty)
  }
}

private func isHan(_ scalar: Unicode.Scalar) -> Bool {
  (0x4E00...0x9FFF).contains(scalar.value)
}

private func isKanaOrHangul(_ scalar: Unicode.Scalar) -> Bool {
  (0x3040...0x30FF).contains(scalar.value) || (0xAC00...0xD7AF).contains(scalar.value)
}
