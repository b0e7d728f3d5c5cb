import ExerciseSupport
import NewsCore
import NewsTestSupport
import Testing

@testable import MVPtoMVVMNews

/// One story's logic as states: the story with its picture on the way, then with the picture.
@MainActor
@Suite("MVP→MVVM detail view model: the states of one story")
struct NewsDetailViewModelTests {
  typealias State = NewsDetail

  let scheduler = ManualScheduler()
  let images: RecordingImageLoader

  init() { images = RecordingImageLoader(scheduler: scheduler) }

  func state(of number: Int, picture: PictureState) -> State {
    NewsDetail(
      title: "Story \(number)", date: "18 Nov 2026", content: "The text of story \(number).",
      picture: picture)
  }

  @Test("From the start: the story with its picture pending; nothing loaded before the screen")
  func storyFromTheStart() {
    let viewModel = NewsDetailViewModel(item: Stories.item(1), imageLoader: images)
    #expect(viewModel.outputs.state.value == state(of: 1, picture: .pending))
    #expect(images.requests.isEmpty)
  }

  @Test("viewDidLoad: the picture is fetched, and arrives as the next state")
  func storyThenPicture() {
    let viewModel = NewsDetailViewModel(item: Stories.item(1), imageLoader: images)
    let recorder = Recorder(viewModel.outputs.state)
    viewModel.inputs.viewDidLoad()
    #expect(recorder.values.isEmpty, "the story was already there")
    scheduler.advance(by: .seconds(1))
    let picture = RecordingImageLoader.picture(for: Stories.url(1))
    #expect(recorder.values == [state(of: 1, picture: .loaded(picture))])
  }

  @Test("A view that loads again asks for the picture only once, before or after it arrives")
  func pictureOnce() {
    let viewModel = NewsDetailViewModel(item: Stories.item(1), imageLoader: images)
    let recorder = Recorder(viewModel.outputs.state)
    viewModel.inputs.viewDidLoad()
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .seconds(1))
    viewModel.inputs.viewDidLoad()
    #expect(images.requestedURLs == [Stories.url(1)])
    let picture = RecordingImageLoader.picture(for: Stories.url(1))
    #expect(recorder.values == [state(of: 1, picture: .loaded(picture))])
  }

  @Test("A story without a picture: one state, nothing loaded")
  func noPicture() {
    let viewModel = NewsDetailViewModel(
      item: Stories.item(1, withImage: false), imageLoader: images)
    let recorder = Recorder(viewModel.outputs.state)
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .seconds(1))
    #expect(viewModel.outputs.state.value == state(of: 1, picture: .noPicture))
    #expect(recorder.values.isEmpty)
    #expect(images.requests.isEmpty)
  }

  @Test("Releasing the view model mid-load cancels the picture")
  func releaseCancelsPicture() {
    var viewModel: NewsDetailViewModel? = NewsDetailViewModel(
      item: Stories.item(1), imageLoader: images)
    viewModel?.viewDidLoad()
    scheduler.advance(by: .milliseconds(500))
    viewModel = nil
    #expect(images.cancelled == [Stories.url(1)])
    #expect(!scheduler.hasPendingWork)
  }
}
