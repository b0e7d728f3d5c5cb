import Foundation
import NewsCore
import Observing
import Testing

/// The kit's stand-in for the network: the fixture's bytes, a failure or half a feed, always
/// after the same delay, and only ever through the injected scheduler.
@MainActor
struct TimedMockNewsFetcherTests {
  private let scheduler = ManualScheduler()
  private let fixture = Data(#"{"news": [{"id": "1"}], "padding": "........"}"#.utf8)

  @Test func answersWithTheFixtureExactlyAfterTheDefaultThreeSeconds() {
    let fetcher = TimedMockNewsFetcher(fixture: fixture, scheduler: scheduler)
    var answers: [Result<Data, NewsLoadError>] = []
    let token = fetcher.fetchNews { answers.append($0) }
    scheduler.advance(by: .seconds(3) - .milliseconds(1))
    #expect(answers.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(answers == [.success(fixture)])
    token.cancel()
  }

  @Test func answersOnce() {
    let fetcher = TimedMockNewsFetcher(fixture: fixture, scheduler: scheduler)
    var answers = 0
    let token = fetcher.fetchNews { _ in answers += 1 }
    scheduler.advance(by: .seconds(60))
    #expect(answers == 1)
    token.cancel()
  }

  @Test func waitsForTheDelayItIsGiven() {
    let fetcher = TimedMockNewsFetcher(
      fixture: fixture, delay: .milliseconds(250), scheduler: scheduler)
    var answers: [Result<Data, NewsLoadError>] = []
    let token = fetcher.fetchNews { answers.append($0) }
    scheduler.advance(by: .milliseconds(249))
    #expect(answers.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(answers == [.success(fixture)])
    token.cancel()
  }

  @Test func aNewDelayAppliesToTheRequestsAfterIt() {
    let fetcher = TimedMockNewsFetcher(fixture: fixture, scheduler: scheduler)
    var answers: [String] = []
    let first = fetcher.fetchNews { _ in answers.append("first") }
    fetcher.delay = .seconds(1)
    let second = fetcher.fetchNews { _ in answers.append("second") }
    scheduler.advance(by: .seconds(1))
    #expect(answers == ["second"])
    scheduler.advance(by: .seconds(2))
    #expect(answers == ["second", "first"], "an answer on its way keeps its time")
    first.cancel()
    second.cancel()
  }

  @Test func failsTheNextRequestOnlyWhenAsked() {
    let fetcher = TimedMockNewsFetcher(fixture: fixture, delay: .zero, scheduler: scheduler)
    var answers: [Result<Data, NewsLoadError>] = []
    fetcher.failsNextRequest = true
    let tokens = (0..<2).map { _ in fetcher.fetchNews { answers.append($0) } }
    scheduler.advance()
    #expect(
      answers == [.failure(.network(TimedMockNewsFetcher.defaultFailure)), .success(fixture)])
    #expect(!fetcher.failsNextRequest)
    for token in tokens { token.cancel() }
  }

  @Test func failureModeAnswersWithANetworkError() {
    let fetcher = TimedMockNewsFetcher(
      fixture: fixture, mode: .failure("The server is on fire."), scheduler: scheduler)
    var answers: [Result<Data, NewsLoadError>] = []
    let token = fetcher.fetchNews { answers.append($0) }
    scheduler.advance(by: .seconds(3) - .milliseconds(1))
    #expect(answers.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(answers == [.failure(.network("The server is on fire."))])
    token.cancel()
  }

  @Test func theDefaultFailureReadsLikeALostConnection() {
    #expect(TimedMockNewsFetcher.defaultFailure == "The network connection was lost.")
    #expect(
      NewsLoadError.network(TimedMockNewsFetcher.defaultFailure).message
        == "The network connection was lost.")
  }

  @Test func malformedModeAnswersWithTheFirstHalfOfTheFixture() {
    let fetcher = TimedMockNewsFetcher(fixture: fixture, mode: .malformed, scheduler: scheduler)
    var answers: [Result<Data, NewsLoadError>] = []
    let token = fetcher.fetchNews { answers.append($0) }
    scheduler.advance(by: .seconds(3))
    #expect(answers == [.success(fixture.prefix(fixture.count / 2))])
    token.cancel()
  }

  @Test func aCancelledFetchNeverAnswers() {
    let fetcher = TimedMockNewsFetcher(fixture: fixture, scheduler: scheduler)
    var answers = 0
    let token = fetcher.fetchNews { _ in answers += 1 }
    scheduler.advance(by: .seconds(1))
    token.cancel()
    scheduler.advance(by: .seconds(10))
    #expect(answers == 0)
    #expect(!scheduler.hasPendingWork)
  }

  @Test func aFetchWhoseTokenIsReleasedNeverAnswers() {
    let fetcher = TimedMockNewsFetcher(fixture: fixture, scheduler: scheduler)
    var answers = 0
    _ = fetcher.fetchNews { _ in answers += 1 }
    scheduler.advance(by: .seconds(10))
    #expect(answers == 0)
  }

  @Test func cancellingOneFetchLeavesTheOthers() {
    let fetcher = TimedMockNewsFetcher(fixture: fixture, scheduler: scheduler)
    var answers: [String] = []
    let first = fetcher.fetchNews { _ in answers.append("first") }
    let second = fetcher.fetchNews { _ in answers.append("second") }
    first.cancel()
    scheduler.advance(by: .seconds(3))
    #expect(answers == ["second"])
    second.cancel()
  }
}
