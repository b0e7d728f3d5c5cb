import ExerciseSupport
import Foundation
import NewsCore
import NewsTestSupport
import Observing
import Testing

@testable import MVVMNews

/// The story screen's behaviour, without its view. MVC's detail controller
/// filled labels and loaded the picture itself, so checking either meant
/// loading its view; here the story is one state, its picture in it.
@MainActor
@Suite("MVVM view model: NewsDetailViewModel")
struct NewsDetailViewModelTests {
  let scheduler = ManualScheduler()
  let imageLoader: RecordingImageLoader

  init() { imageLoader = RecordingImageLoader(scheduler: scheduler) }

  func makeViewModel(_ item: NewsItem) -> NewsDetailViewModel {
    NewsDetailViewModel(item: item, imageLoader: imageLoader)
  }

  @Test("Every field is ready to show: title as sent, date formatted, content as sent")
  func fields() {
    let viewModel = makeViewModel(Stories.item(id: "7", "新闻 \u{1B}[31m raw"))
    let story = viewModel.outputs.state.value
    #expect(story.title == "新闻 \u{1B}[31m raw", "neutralising is the view's job")
    #expect(story.date == "5 Nov 2026")
    #expect(story.content == "The body of story 7.")
  }

  @Test("The picture is pending until it arrives; a story without one says so")
  func initialPictureState() {
    #expect(makeViewModel(Stories.item(id: "1")).outputs.state.value.picture == .pending)
    #expect(
      makeViewModel(Stories.item(id: "2", image: false)).outputs.state.value.picture == .noPicture)
  }

  @Test("The picture is asked for when the view has loaded, not before")
  func loadsAtViewDidLoad() {
    let viewModel = makeViewModel(Stories.item(id: "1"))
    #expect(imageLoader.requests.isEmpty)
    viewModel.inputs.viewDidLoad()
    #expect(imageLoader.requestedURLs.map(\.lastPathComponent) == ["1.jpg"])
  }

  @Test("The picture arrives: pending → loaded, the story sent again once, the texts as they were")
  func pictureLoads() {
    let viewModel = makeViewModel(Stories.item(id: "1"))
    let before = viewModel.outputs.state.value
    let state = Recorder(viewModel.outputs.state)
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .milliseconds(999))
    #expect(state.values.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    var after = before
    after.picture = .loaded(imageLoader.requests[0].image)
    #expect(state.values == [after])
  }

  @Test("A view that loads again asks for the picture only once, before or after it arrives")
  func picturesOnce() {
    let viewModel = makeViewModel(Stories.item(id: "1"))
    viewModel.inputs.viewDidLoad()
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .seconds(1))
    viewModel.inputs.viewDidLoad()
    #expect(imageLoader.requestedURLs.map(\.lastPathComponent) == ["1.jpg"])
    #expect(viewModel.outputs.state.value.picture == .loaded(imageLoader.requests[0].image))
  }

  @Test("A story without a picture asks the loader for nothing")
  func noPictureNoRequest() {
    let viewModel = makeViewModel(Stories.item(id: "1", image: false))
    let state = Recorder(viewModel.outputs.state)
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .seconds(5))
    #expect(imageLoader.requests.isEmpty)
    #expect(state.values.isEmpty)
  }

  @Test("Leaving mid-load releases the view model and cancels the picture")
  func releasedMidLoad() {
    weak var released: NewsDetailViewModel?
    let state: Recorder<NewsDetail>
    do {
      let viewModel = makeViewModel(Stories.item(id: "1"))
      state = Recorder(viewModel.outputs.state)
      viewModel.inputs.viewDidLoad()
      scheduler.advance(by: .milliseconds(500))
      released = viewModel
    }
    #expect(released == nil)
    #expect(imageLoader.requests.map(\.isCancelled) == [true], "the token went with it")
    #expect(!scheduler.hasPendingWork, "nothing is left to arrive")
    scheduler.advance(by: .seconds(5))
    #expect(state.values.isEmpty)
  }
}
