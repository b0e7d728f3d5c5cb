// --trace for MVVM on Observation: the app assembled as `SceneDelegate.swift` assembles it, with a
// relay wherever one object calls another directly, and on the reads UIKit tracks. Everything else
// in a trace comes from the seams the messages pass through (key-path observation,
// `updateProperties()` calls, the table's delegate, a push, a post).

import AppShell
import NewsCore
import Observing
import TerminalUI
import Tracing

extension MVVMObservableNewsApp {
  public static func makeTracedSceneDelegate(
    environment: NewsEnvironment
  ) -> any WindowSceneDelegate {
    TracedSceneDelegate { (makeTracedRoot(environment: environment), keeping: []) }
  }

  private static func makeTracedRoot(environment: NewsEnvironment) -> ViewController {
    let model = NewsListModel(
      service: ReloadRelay(for: NewsListModel.self, to: environment.newsService))
    let thumbnails = ThumbnailStore(
      imageLoader: ImageLoaderRelay(from: ThumbnailStore.self, to: environment.imageLoader),
      notificationCenter: .recordingPosts(to: environment.notificationCenter))
    // The view model observes its model from `init`: as its own code.
    let viewModel = MessageTrace.speaking(as: NewsListViewModel.self) {
      NewsListViewModel(
        model: model, thumbnails: thumbnails, notificationCenter: environment.notificationCenter)
    }
    let imageLoader = ImageLoaderRelay(from: NewsDetailViewModel.self, to: environment.imageLoader)
    let list = NewsListViewController(
      viewModel: NewsListViewModelRelay(from: NewsListViewController.self, to: viewModel)
    ) { story in
      NewsDetailViewModelRelay(
        from: NewsDetailViewController.self,
        to: NewsDetailViewModel(item: story, imageLoader: imageLoader))
    }
    return NavigationController(rootViewController: list)
  }
}

/// What the list controller tells its view model, and the state it reads from it. Its outputs
/// are the view model's own, read through.
final class NewsListViewModelRelay: MessageRelay<NewsListViewModel>, NewsListViewModelType,
  NewsListViewModelInputs, NewsListViewModelOutputs
{
  var inputs: any NewsListViewModelInputs { self }
  var outputs: any NewsListViewModelOutputs { self }

  /// Read where UIKit tracks reads, so each read is the screen hearing of a change.
  var state: NewsListState { reported(receiver.state) }
  var route: EventStream<NewsListRoute> { receiver.route }
  func cellViewModel(at row: Int) -> NewsCellViewModel? { receiver.cellViewModel(at: row) }

  func viewDidLoad() { relay("inputs.viewDidLoad()") { $0.viewDidLoad() } }
  func refresh() { relay("inputs.refresh()") { $0.refresh() } }
  func willDisplayRow(at row: Int) { receiver.willDisplayRow(at: row) }
  func didSelectRow(at row: Int) {
    relay("inputs.didSelectRow(at: \(row))") { $0.didSelectRow(at: row) }
  }
}

/// What a story's controller tells its view model.
final class NewsDetailViewModelRelay: MessageRelay<any NewsDetailViewModelType>,
  NewsDetailViewModelType, NewsDetailViewModelInputs, NewsDetailViewModelOutputs
{
  var inputs: any NewsDetailViewModelInputs { self }
  var outputs: any NewsDetailViewModelOutputs { self }

  /// Read where UIKit tracks reads, so each read is the screen hearing of a change.
  var state: NewsDetail { reported(receiver.outputs.state) }

  func viewDidLoad() { relay("inputs.viewDidLoad()") { $0.inputs.viewDidLoad() } }
}

extension MessageRelay {
  /// `value`, read by whoever is speaking, recorded as the receiver telling them of it.
  fileprivate func reported<Value>(_ value: Value) -> Value {
    MessageTrace.current?.record(
      TraceSummary.of(value), from: participant, to: MessageTrace.caller)
    return value
  }
}
