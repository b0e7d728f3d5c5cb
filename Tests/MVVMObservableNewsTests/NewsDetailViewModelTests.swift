import ExerciseSupport
import NewsCore
import NewsTestSupport
import Observing
import Testing

@testable import MVVMObservableNews

/// The story screen's view model on Observation: one state, the story formatted, whose picture
/// changes once, observed like any other property.
@MainActor
@Suite("MVVM on Observation: NewsDetailViewModel")
struct NewsDetailViewModelTests {
  let scheduler = ManualScheduler()
  let imageLoader: RecordingImageLoader

  init() { imageLoader = RecordingImageLoader(scheduler: scheduler) }

  func makeViewModel(_ item: NewsItem) -> NewsDetailViewModel {
    NewsDetailViewModel(item: item, imageLoader: imageLoader)
  }

  @Test("Every field is ready to show, and the picture says where it is")
  func fields() {
    let story = makeViewModel(Stories.item(id: "7", "Title")).state
    #expect(story.title == "Title" && story.date == "5 Nov 2026")
    #expect(story.content == "The body of story 7.")
    #expect(story.picture == .pending)
    #expect(makeViewModel(Stories.item(id: "8", image: false)).state.picture == .noPicture)
  }

  @Test("The picture is asked for at viewDidLoad, and observed arriving once")
  func pictureArrives() {
    let viewModel = makeViewModel(Stories.item(id: "1"))
    let picture = Recorder(viewModel.state.picture, on: scheduler)
    #expect(imageLoader.requests.isEmpty)
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .milliseconds(999))
    #expect(picture.values.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(picture.values == [.loaded(imageLoader.requests[0].image)])
  }

  @Test("A view that loads again asks for the picture only once, before or after it arrives")
  func picturesOnce() {
    let viewModel = makeViewModel(Stories.item(id: "1"))
    viewModel.inputs.viewDidLoad()
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .seconds(1))
    viewModel.inputs.viewDidLoad()
    #expect(imageLoader.requestedURLs.map(\.lastPathComponent) == ["1.jpg"])
    #expect(viewModel.state.picture == .loaded(imageLoader.requests[0].image))
  }

  @Test("Leaving mid-load releases the view model and cancels the picture")
  func releasedMidLoad() {
    weak var released: NewsDetailViewModel?
    do {
      let viewModel = makeViewModel(Stories.item(id: "1"))
      viewModel.inputs.viewDidLoad()
      released = viewModel
    }
    #expect(released == nil)
    #expect(imageLoader.requests.map(\.isCancelled) == [true])
    #expect(!scheduler.hasPendingWork)
  }
}
