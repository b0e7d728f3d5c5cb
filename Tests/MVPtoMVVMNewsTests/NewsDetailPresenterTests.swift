import NewsCore
import NewsTestSupport
import Testing

@testable import MVPtoMVVMNews

/// The detail presenter forwards too: each state becomes view calls.
@MainActor
@Suite("MVP→MVVM detail presenter: a thin forwarder")
struct NewsDetailPresenterTests {
  let scheduler = ManualScheduler()
  let view = FakeNewsDetailView()

  func makePresenter(_ item: NewsItem) -> NewsDetailPresenter {
    let viewModel = NewsDetailViewModel(
      item: item, imageLoader: RecordingImageLoader(scheduler: scheduler))
    let presenter = NewsDetailPresenter(viewModel: viewModel)
    presenter.view = view
    return presenter
  }

  @Test("Each state shows the story and where its picture is")
  func statesBecomeCalls() {
    let presenter = makePresenter(Stories.item(1))
    presenter.viewDidLoad()
    scheduler.advance(by: .seconds(1))
    let story = FakeNewsDetailView.Call.show(
      title: "Story 1", date: "18 Nov 2026", content: "The text of story 1.")
    let picture = RecordingImageLoader.picture(for: Stories.url(1))
    #expect(view.calls == [story, .showPictureLoading, story, .showPicture(picture)])
  }

  @Test("A story without a picture says so")
  func noPicture() {
    let presenter = makePresenter(Stories.item(1, withImage: false))
    presenter.viewDidLoad()
    #expect(view.calls.last == .showNoPicture)
  }
}
