import Testing

@testable import struct Exercise06Presenter.Episode
@testable import class Exercise06Presenter.EpisodeListInteractor
@testable import struct Exercise06Presenter.EpisodeLoadError

@MainActor
@Suite("The episode list's interactor")
struct EpisodeListInteractorTests {
  private let service = ScriptedEpisodes()

  @Test("episodes come newest first, whatever order the feed lists them in")
  func interactorSortsNewestFirst() {
    let interactor = EpisodeListInteractor(service: service)
    var answers: [Result<[Episode], EpisodeLoadError>] = []
    interactor.loadEpisodes { answers.append($0) }
    service.answer(.success(Episodes.oldestFirst))
    #expect(
      answers == [.success([Episodes.library, Episodes.election, Episodes.harbour])],
      "newest first is a rule of the podcast, so it belongs to the interactor")
  }

  @Test("a failure is passed on as it came")
  func failureIsPassedOn() {
    let interactor = EpisodeListInteractor(service: service)
    var answers: [Result<[Episode], EpisodeLoadError>] = []
    interactor.loadEpisodes { answers.append($0) }
    service.answer(.failure(EpisodeLoadError(reason: "The feed is down.")))
    #expect(answers == [.failure(EpisodeLoadError(reason: "The feed is down."))])
  }
}
