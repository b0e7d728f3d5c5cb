// MVVM: a view model sits between the controller and the same model MVC uses. It observes the
// model as MVC's controller did, turns stories into display rows and one screen state, and
// publishes them as `BindableValue` outputs; the controller binds them to views and forwards keys.

import AppShell
import NewsCore
import Observing
import TerminalUI

/// The news app told in MVVM: MVC's model, wrapped by a view model the controller binds to.
public enum MVVMNewsApp: NewsVariant {
  public static let name = "mvvm"
  public static let summary = "the news list in MVVM, with view models and bound outputs"

  public static func makeScene(environment: NewsEnvironment) -> Scene {
    let model = NewsListModel(service: environment.newsService)
    let thumbnails = ThumbnailStore(
      imageLoader: environment.imageLoader, notificationCenter: environment.notificationCenter)
    let viewModel = NewsListViewModel(
      model: model, thumbnails: thumbnails, imageLoader: environment.imageLoader)
    let list = NewsListViewController(
      viewModel: NewsListViewModelRelay.recording(from: NewsListViewController.self, to: viewModel)
        ?? viewModel)
    return Scene(rootViewController: NavigationController(rootViewController: list))
  }
}

/// For --trace: what the list controller tells its view model, recorded on the way. The
/// controller calls its view model directly, so no seam sees those calls; while a trace is
/// recording, this relay stands in for the view model. Without a trace it is never made.
final class NewsListViewModelRelay: MessageRelay<NewsListViewModel>, NewsListViewModelType,
  NewsListViewModelInputs
{
  var inputs: any NewsListViewModelInputs { self }
  var outputs: any NewsListViewModelOutputs { receiver.outputs }

  func refresh() { relay("inputs.refresh()") { $0.refresh() } }
  func select(row: Int) { relay("inputs.select(row: \(row))") { $0.select(row: row) } }
}
