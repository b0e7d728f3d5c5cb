import NewsCore
import NewsTestSupport
import Testing

@testable import MVPNews

/// The detail presenter through its fake view: the story, then its picture.
@MainActor
@Suite("MVP detail presenter")
struct NewsDetailPresenterTests {
  let scheduler = ManualScheduler()
  let view = FakeNewsDetailView()
  let images: RecordingImageLoader

  init() { images = RecordingImageLoader(scheduler: scheduler) }

  func makePresenter(_ item: NewsItem) -> NewsDetailPresenter {
    let presenter = NewsDetailPresenter(item: item, imageLoader: images)
    presenter.view = view
    return presenter
  }

  @Test("The story is shown at once, its picture when it arrives")
  func storyThenPicture() {
    let presenter = makePresenter(Stories.item(1))
    presenter.viewDidLoad()
    let story = FakeNewsDetailView.Call.show(
      title: "Story 1", date: "18 Nov 2026", content: "The text of story 1.")
    #expect(view.calls == [story, .showPictureLoading])
    scheduler.advance(by: .seconds(1))
    let picture = RecordingImageLoader.picture(for: Stories.url(1))
    #expect(view.calls == [story, .showPictureLoading, .showPicture(picture)])
  }

  @Test("A story without a picture says so and loads nothing")
  func noPicture() {
    let presenter = makePresenter(Stories.item(1, withImage: false))
    presenter.viewDidLoad()
    #expect(view.calls.last == .showNoPicture)
    #expect(images.requests.isEmpty)
  }

  @Test("Releasing the presenter mid-load cancels the picture")
  func releaseCancelsPicture() {
    var presenter: NewsDetailPresenter? = makePresenter(Stories.item(1))
    presenter?.viewDidLoad()
    scheduler.advance(by: .milliseconds(500))
    presenter = nil
    #expect(images.cancelled == [Stories.url(1)])
    scheduler.advance(by: .seconds(1))
    #expect(view.calls.last == .showPictureLoading, "the late picture reached nobody")
  }
}
