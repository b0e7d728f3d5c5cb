import ExerciseSupport
import FeedReader
import NewsCore
import NewsTestSupport
import Observing
import Testing

@testable import MVCNews

/// The model alone: no view, no controller. Its observable properties are
/// the whole of its interface, so the tests record them changing over time.
@MainActor
@Suite("MVC model: NewsListModel")
struct NewsListModelTests {
  let scheduler = ManualScheduler()

  func makeModel(mode: TimedMockNewsFetcher.Mode = .success) -> NewsListModel {
    let fetcher = TimedMockNewsFetcher(
      fixture: NewsFixture.bundled, mode: mode, scheduler: scheduler)
    return NewsListModel(service: FetchingNewsService(fetcher: fetcher, parser: JSONNewsParser()))
  }

  @Test("reload() is loading for the delay, then holds the items")
  func reload() {
    let model = makeModel()
    let loading = Recorder<Bool>()
    let token = model.observe(\.isLoading, options: [.initial, .new]) { _, change in
      loading.record(change.newValue ?? false)
    }
    model.reload()
    scheduler.advance(by: .milliseconds(2999))
    #expect(model.items.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(model.items.count == 16, "the bundled feed's sixteen stories")
    #expect(loading.values == [false, true, false])
    token.invalidate()
  }

  @Test("A failure sets error and keeps no stale loading flag")
  func failure() {
    let model = makeModel(mode: .failure("offline"))
    model.reload()
    scheduler.runUntilIdle()
    #expect(model.error == .network("offline"))
    #expect(!model.isLoading)
  }

  @Test("Reloading again clears the error while loading")
  func retryClearsError() {
    let model = makeModel(mode: .failure("offline"))
    model.reload()
    scheduler.runUntilIdle()
    model.reload()
    #expect(model.error == nil)
    #expect(model.isLoading)
  }

  @Test("Reloading during a load cancels the first: one answer lands")
  func reloadWhileLoading() {
    let model = makeModel()
    let items = Recorder<[NewsItem]>()
    let token = model.observe(\.items) { model, _ in items.record(model.items) }
    model.reload()
    scheduler.advance(by: .seconds(1))
    model.reload()
    scheduler.runUntilIdle()
    #expect(items.values.map(\.count) == [16])
    #expect(scheduler.now == .seconds(4), "the answer came 3 s after the second reload")
    token.invalidate()
  }

  @Test("A released model cancels its load; an answer that comes anyway reaches no one")
  func releasedMidLoad() {
    let service = ScriptedNewsService(scheduler: scheduler, answers: [.stories(Stories.items(2))])
    service.ignoresCancellation = true
    weak var released: NewsListModel?
    let heard = Recorder<String>()
    let tokens: [KeyValueObservation]
    do {
      let model = NewsListModel(service: service)
      tokens = [
        model.observe(\.items) { _, _ in heard.record("items") },
        model.observe(\.isLoading) { _, _ in heard.record("isLoading") },
      ]
      model.reload()
      heard.clear()
      released = model
    }
    #expect(released == nil)
    #expect(service.calls.map(\.isCancelled) == [true], "releasing the model cancelled its load")
    scheduler.runUntilIdle()
    #expect(service.deliveredCount == 1, "this service answered anyway")
    #expect(heard.values.isEmpty, "and the answer changed nothing anyone could observe")
    for token in tokens { token.invalidate() }
  }

  /// One change as an observer asking for `[.old, .new]` hears it.
  struct Change<Value: Equatable>: Equatable {
    let old: Value?
    let new: Value?
  }

  @Test("An observer asking for the old value hears what each property held before")
  func oldValues() {
    let stories = Stories.items(2)
    let model = NewsListModel(
      service: ScriptedNewsService(
        scheduler: scheduler, answers: [.failure("Offline."), .stories(stories)]))
    let loading = Recorder<Change<Bool>>()
    let errors = Recorder<Change<NewsLoadError>>()
    let items = Recorder<Change<[NewsItem]>>()
    let tokens = [
      model.observe(\.isLoading, options: [.old, .new]) { _, change in
        loading.record(Change(old: change.oldValue, new: change.newValue))
      },
      model.observe(\.error, options: [.old, .new]) { _, change in
        errors.record(Change(old: change.oldValue ?? nil, new: change.newValue ?? nil))
      },
      model.observe(\.items, options: [.old, .new]) { _, change in
        items.record(Change(old: change.oldValue, new: change.newValue))
      },
    ]
    model.reload()
    scheduler.runUntilIdle()
    model.reload()
    scheduler.runUntilIdle()
    #expect(
      loading.values == [
        Change(old: false, new: true), Change(old: true, new: false),
        Change(old: false, new: true), Change(old: true, new: false),
      ])
    #expect(
      errors.values == [
        Change(old: nil, new: nil), Change(old: nil, new: .network("Offline.")),
        Change(old: .network("Offline."), new: nil),
      ])
    #expect(items.values == [Change(old: [], new: stories)])
    for token in tokens { token.invalidate() }
  }
}
