import Foundation

@testable import struct Exercise06Presenter.Episode
@testable import protocol Exercise06Presenter.EpisodeCoordinating
@testable import protocol Exercise06Presenter.EpisodeListUseCase
@testable import protocol Exercise06Presenter.EpisodeListView
@testable import struct Exercise06Presenter.EpisodeLoadError
@testable import struct Exercise06Presenter.EpisodeRow
@testable import protocol Exercise06Presenter.EpisodeService

/// Episodes that arrive when the test says so, counting what was asked: the service an
/// interactor talks to, and the interactor a presenter talks to (its tests need no service).
@MainActor
final class ScriptedEpisodes: EpisodeService, EpisodeListUseCase {
  private var pending: [@MainActor (Result<[Episode], EpisodeLoadError>) -> Void] = []

  /// How many loads were asked for.
  private(set) var requestCount = 0

  func loadEpisodes(
    completion: @escaping @MainActor (Result<[Episode], EpisodeLoadError>) -> Void
  ) {
    requestCount += 1
    pending.append(completion)
  }

  /// Answers every load still waiting, exactly as given: no sorting here.
  func answer(_ result: Result<[Episode], EpisodeLoadError>) {
    let waiting = pending
    pending = []
    for completion in waiting { completion(result) }
  }
}

/// A row as a test writes it: what an `EpisodeRow` says, field by field, so that a test
/// compares rows without `EpisodeRow`'s `==`, which is your code.
struct Row: Equatable {
  let title: String
  let duration: String
}

/// A passive view that writes down every call its presenter makes.
@MainActor
final class FakeEpisodeListView: EpisodeListView {
  /// One call on the view.
  enum Call: Equatable {
    case showLoading
    case showRows([Row])
    case showEmpty
    case showError(String)
  }

  /// Every call so far, oldest first.
  private(set) var calls: [Call] = []

  func showLoading() { calls.append(.showLoading) }
  func showRows(_ rows: [EpisodeRow]) {
    calls.append(.showRows(rows.map { Row(title: $0.title, duration: $0.duration) }))
  }
  func showEmpty() { calls.append(.showEmpty) }
  func showError(_ message: String) { calls.append(.showError(message)) }
}

/// A coordinator that writes down which episodes it was asked to show.
@MainActor
final class RecordingCoordinator: EpisodeCoordinating {
  /// The episodes asked for, oldest first.
  private(set) var shownEpisodes: [Episode] = []

  func showDetail(for episode: Episode) { shownEpisodes.append(episode) }
}

/// Noon UTC on the given day of November 2026.
private func november(_ day: Int) -> Date {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = .gmt
  return calendar.date(from: DateComponents(year: 2026, month: 11, day: day, hour: 12))!
}

/// Three episodes, oldest first, as a feed might list them.
enum Episodes {
  static let harbour = Episode(
    id: "harbour", title: "The harbour at night", published: november(2), minutes: 42,
    summary: "A night shift with the pilots who bring the ships in.")
  static let election = Episode(
    id: "election", title: "Counting the votes", published: november(9), minutes: 75,
    summary: "Inside the count, from the first box opened to the last.")
  static let library = Episode(
    id: "library", title: "The library that never closes", published: november(16),
    minutes: 120, summary: "A week in the reading room that stays open all night.")

  /// All three, in the feed's order: oldest first.
  static let oldestFirst = [harbour, election, library]
}
