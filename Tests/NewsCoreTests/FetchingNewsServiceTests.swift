import FeedReader
import Foundation
import NewsCore
import Observing
import Testing

/// The service the variants depend on: fetch, then parse, with every answer arriving when the
/// scheduler says and no sooner.
@MainActor
struct FetchingNewsServiceTests {
  private let scheduler = ManualScheduler()

  @Test func loadsTheParsedFixtureAfterExactlyTheFetchDelay() throws {
    let service = FetchingNewsService(
      fetcher: TimedMockNewsFetcher(fixture: NewsFixture.bundled, scheduler: scheduler),
      parser: JSONNewsParser())
    var answers: [Result<[NewsItem], NewsLoadError>] = []
    let token = service.loadNews { answers.append($0) }
    scheduler.advance(by: .seconds(3) - .milliseconds(1))
    #expect(answers.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    let expected = try JSONNewsParser().parse(NewsFixture.bundled)
    #expect(answers == [.success(expected)])
    token.cancel()
  }

  @Test func aNetworkFailurePassesThrough() {
    let service = FetchingNewsService(
      fetcher: TimedMockNewsFetcher(
        fixture: NewsFixture.bundled, mode: .failure(TimedMockNewsFetcher.defaultFailure),
        scheduler: scheduler), parser: JSONNewsParser())
    var answers: [Result<[NewsItem], NewsLoadError>] = []
    let token = service.loadNews { answers.append($0) }
    scheduler.advance(by: .seconds(3))
    #expect(answers == [.failure(.network("The network connection was lost."))])
    token.cancel()
  }

  @Test func halfAFeedIsMalformedBecauseItIsNotJSON() {
    let service = FetchingNewsService(
      fetcher: TimedMockNewsFetcher(
        fixture: NewsFixture.bundled, mode: .malformed, scheduler: scheduler),
      parser: JSONNewsParser())
    var errors: [NewsLoadError] = []
    let token = service.loadNews { result in
      if case .failure(let error) = result { errors.append(error) }
    }
    scheduler.advance(by: .seconds(3))
    #expect(errors == [.malformed(NewsParseError(.invalidJSON, at: ""))])
    #expect(errors.first?.message == "The news feed is malformed: the document is not valid JSON")
    token.cancel()
  }

  @Test func aParseErrorKeepsItsPathAndReadsAsOneLine() {
    let feed = Data(#"{"news": [{"id": "1", "title": "T", "content": "C"}]}"#.utf8)
    let service = FetchingNewsService(
      fetcher: TimedMockNewsFetcher(fixture: feed, scheduler: scheduler), parser: JSONNewsParser())
    var errors: [NewsLoadError] = []
    let token = service.loadNews { result in
      if case .failure(let error) = result { errors.append(error) }
    }
    scheduler.advance(by: .seconds(3))
    #expect(errors == [.malformed(NewsParseError(.missingField, at: "news[0].date"))])
    #expect(errors.first?.message == "The news feed is malformed: news[0].date is missing")
    token.cancel()
  }

  @Test func usesTheParserItIsGiven() {
    let story = NewsItem(
      id: "stub", title: "From the stub", date: Date(timeIntervalSince1970: 0), imageURL: nil,
      content: "")
    let service = FetchingNewsService(
      fetcher: TimedMockNewsFetcher(fixture: Data("anything".utf8), scheduler: scheduler),
      parser: StubParser(items: [story]))
    var answers: [Result<[NewsItem], NewsLoadError>] = []
    let token = service.loadNews { answers.append($0) }
    scheduler.advance(by: .seconds(3))
    #expect(answers == [.success([story])])
    token.cancel()
  }

  @Test func aCancelledLoadNeverAnswers() {
    let service = FetchingNewsService(
      fetcher: TimedMockNewsFetcher(fixture: NewsFixture.bundled, scheduler: scheduler),
      parser: JSONNewsParser())
    var answers = 0
    let token = service.loadNews { _ in answers += 1 }
    scheduler.advance(by: .seconds(2))
    token.cancel()
    scheduler.advance(by: .seconds(10))
    #expect(answers == 0)
  }

  @Test func aLoadWhoseTokenIsReleasedNeverAnswers() {
    let service = FetchingNewsService(
      fetcher: TimedMockNewsFetcher(fixture: NewsFixture.bundled, scheduler: scheduler),
      parser: JSONNewsParser())
    var answers = 0
    _ = service.loadNews { _ in answers += 1 }
    scheduler.advance(by: .seconds(10))
    #expect(answers == 0)
  }
}

/// A parser that ignores the bytes, to prove the service calls the one it was given.
private struct StubParser: NewsParsing {
  let items: [NewsItem]

  func parse(_ data: Data) throws(NewsParseError) -> [NewsItem] { items }
}
