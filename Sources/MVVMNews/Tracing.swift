// --trace for MVVM: the app assembled as `SceneDelegate.swift` assembles it, with a relay wherever
// one object calls another directly. Everything else in a trace comes from the seams the messages
// pass through (key-path observation, bindings, the table's delegate, a push, a post).

import AppShell
import Foundation
import NewsCore
import Observing
import TerminalUI
import Tracing

extension MVVMNewsApp {
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

/// What the list controller tells its view model. Its outputs are the view model's own.
final class NewsListViewModelRelay: MessageRelay<NewsListViewModel>, NewsListViewModelType,
  NewsListViewModelInputs, NewsListViewModelOutputs
{
  var inputs: any NewsListViewModelInputs { self }
  var outputs: any NewsListViewModelOutputs { self }

  var state: BindableValue<NewsListState> { receiver.state }
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
  NewsDetailViewModelType, NewsDetailViewModelInputs
{
  var inputs: any NewsDetailViewModelInputs { self }
  var outputs: any NewsDetailViewModelOutputs { receiver.outputs }

  func viewDidLoad() { relay("inputs.viewDidLoad()") { $0.inputs.viewDidLoad() } }
}
