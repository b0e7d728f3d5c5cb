import ExerciseSupport
import Foundation
import NewsCore
import NewsTestSupport
import Testing

@testable import MVPNews

/// The interactor on its own: no view, no presenter, only the services and a clock.
@MainActor
@Suite("List interactor")
struct NewsListInteractorTests {
  let scheduler = ManualScheduler()
  let images: RecordingImageLoader

  init() { images = RecordingImageLoader(scheduler: scheduler) }

  @Test("A new load cancels the one in flight: the late first answer never arrives")
  func lastAnswerWins() {
    let service = ScriptedNewsService(
      scheduler: scheduler,
      answers: [.stories([Stories.item(1)], after: .seconds(3)), .stories([Stories.item(2)])])
    let interactor = NewsListInteractor(service: service, imageLoader: images)
    let answers = Recorder<Result<[NewsItem], NewsLoadError>>()
    interactor.loadNews(completion: answers.record)
    scheduler.advance(by: .seconds(1))
    interactor.loadNews(completion: answers.record)
    scheduler.advance(by: .seconds(10))
    #expect(answers.values == [.success([Stories.item(2)])])
  }

  @Test("Each thumbnail is loaded once, kept by URL and announced once")
  func thumbnailsLoadOnce() {
    let service = ScriptedNewsService(scheduler: scheduler, answers: [])
    let interactor = NewsListInteractor(service: service, imageLoader: images)
    let arrivals = Recorder<URL>()
    interactor.onThumbnailLoaded = { url, _ in arrivals.record(url) }
    interactor.loadThumbnail(at: Stories.url(1))
    interactor.loadThumbnail(at: Stories.url(1))
    scheduler.advance(by: .seconds(1))
    interactor.loadThumbnail(at: Stories.url(1))
    scheduler.advance(by: .seconds(1))
    #expect(images.requestedURLs == [Stories.url(1)])
    #expect(arrivals.values == [Stories.url(1)])
    #expect(
      interactor.thumbnail(at: Stories.url(1))
        == RecordingImageLoader.picture(for: Stories.url(1)))
  }

  @Test("Thumbnails in flight are not cancelled by anything but the interactor's end")
  func thumbnailsLiveWithTheInteractor() {
    let service = ScriptedNewsService(scheduler: scheduler, answers: [.stories([])])
    var interactor: NewsListInteractor? = NewsListInteractor(
      service: service, imageLoader: images)
    interactor?.loadThumbnail(at: Stories.url(1))
    interactor?.loadNews { _ in }
    #expect(images.cancelled.isEmpty)
    interactor = nil
    #expect(images.cancelled == [Stories.url(1)])
    #expect(!scheduler.hasPendingWork, "the news load went with the interactor too")
  }
}
