import ExerciseSupport
import NewsCore
import NewsTestSupport
import Observing
import Testing

@testable import MVVMNews

/// The model under the view model: MVC's, unchanged, so its observable properties keep the
/// contract MVC's tests specify, old values included.
@MainActor
@Suite("MVVM model: NewsListModel")
struct NewsListModelTests {
  let scheduler = ManualScheduler()

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
