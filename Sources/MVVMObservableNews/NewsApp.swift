// MVVM on Swift's Observation: the MVVM variant with `@Observable` view models. Their outputs
// are plain properties; the controllers and cells observe what they read, and Observation tells
// them of each change, on the app's run loop. No `BindableValue`s: only events stay signals.

import AppShell
import NewsCore
import Observing
import TerminalUI

/// The news app told in MVVM on the Observation framework: `@Observable` view models.
public enum MVVMObservableNewsApp: NewsVariant {
  public static let name = "mvvm-observable"
  public static let summary = "the news list in MVVM, with @Observable view models"

  public static func makeScene(environment: NewsEnvironment) -> Scene {
    let model = NewsListModel(service: environment.newsService)
    let thumbnails = ThumbnailStore(
      imageLoader: environment.imageLoader, notificationCenter: environment.notificationCenter)
    let viewModel = NewsListViewModel(
      model: model, thumbnails: thumbnails, imageLoader: environment.imageLoader,
      changeDelivery: environment.scheduler)
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
  var changeDelivery: any ChangeDelivery { receiver.changeDelivery }

  func refresh() { relay("inputs.refresh()") { $0.refresh() } }
  func select(row: Int) { relay("inputs.select(row: \(row))") { $0.select(row: row) } }
}
