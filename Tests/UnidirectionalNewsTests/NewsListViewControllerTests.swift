import NewsCore
import NewsTestSupport
import Observing
import TerminalUI
import Testing

@testable import UnidirectionalNews

/// The list controller with its store, where the answers and the screen's updates come on clocks
/// of their own: on iOS the main queue is drained before the layout pass, so an answer can land
/// before the screen has drawn the load it answers.
@MainActor
@Suite("Unidirectional: the controller reads its store in updateProperties()")
struct NewsListViewControllerTests {
  /// Where the service answers.
  let network = ManualScheduler()
  /// The app's run loop: the screen updates only when the test turns it.
  let runLoop = ManualScheduler()
  let window: Window
  let refreshControl: RefreshControl

  init() throws {
    let stories = [Stories.item(id: "1", "First story"), Stories.item(id: "2", "Second story")]
    let service = ScriptedNewsService(
      scheduler: network, answers: [.stories(stories), .stories(stories, after: .zero)])
    let effects = NewsListEffectRunner(
      service: service, imageLoader: RecordingImageLoader(scheduler: network))
    let store = Store(
      initialState: NewsListStoreState(), reducer: NewsListReducer.reduce, effects: effects.run)
    let detailEffects = NewsDetailEffectRunner(
      imageLoader: RecordingImageLoader(scheduler: network))
    let list = NewsListViewController(store: store) { story in
      Store(
        initialState: NewsDetailState(item: story), reducer: NewsDetailReducer.reduce,
        effects: detailEffects.run)
    }
    window = Window.showing(
      NavigationController(rootViewController: list), size: Size(width: 60, height: 8),
      runLoop: runLoop)
    refreshControl = try #require((list.view as? TableView)?.refreshControl)
  }

  var frame: String { window.render(at: runLoop.now).plainText }

  @Test("A pull answered before the next update stops its spinner: the same list, no spinner")
  func pullAnsweredBeforeTheUpdate() {
    network.advance(by: .seconds(5))
    runLoop.advance()
    #expect(frame.contains("First story"))
    #expect(window.send(.refresh))
    #expect(refreshControl.isRefreshing, "the pull starts the spinner, as on iOS")
    network.advance()
    runLoop.advance()
    #expect(!refreshControl.isRefreshing, "never drawn loading, and the same list as before")
    #expect(frame.contains("First story"))
  }

  @Test("An update while the story is shown pushes no second screen: on iOS, the push animates")
  func oneScreenPerStory() throws {
    network.advance(by: .seconds(5))
    runLoop.advance()
    #expect(window.send(.enter))
    runLoop.advance()
    let navigation = try #require(window.rootViewController as? NavigationController)
    #expect(navigation.viewControllers.count == 2)
    // On iOS the list stays in the window while the story's screen slides in, and a picture
    // arriving then updates it; here the list leaves the window at once, so the test asks.
    let list = try #require(navigation.viewControllers.first)
    list.setNeedsUpdateProperties()
    list.updatePropertiesIfNeeded()
    #expect(navigation.viewControllers.count == 2, "one story open, one screen")
  }
}
