// Made by `make ios` from Sources/MVPNews/NewsScreens.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import NewsCore
import UIKit

/// Makes the app's screens, each with the objects behind it. The coordinator decides which
/// screen comes next and asks for it here, so it never builds one itself: a coordinator's test
/// hands it screens made another way.
@MainActor
protocol NewsScreenMaking {
  /// The list screen, its presenter and what the presenter needs, sending the reader to
  /// `coordinator`.
  func makeListScreen(coordinator: any NewsCoordinating) -> NewsListViewController
  /// The story screen for `item`, with its presenter.
  func makeDetailScreen(for item: NewsItem) -> NewsDetailViewController
}

/// The screens as the app makes them, from its environment.
struct NewsScreens: NewsScreenMaking {
  let environment: NewsEnvironment

  func makeListScreen(coordinator: any NewsCoordinating) -> NewsListViewController {
    let interactor = NewsListInteractor(
      service: environment.newsService, imageLoader: environment.imageLoader)
    let presenter = NewsListPresenter(interactor: interactor, coordinator: coordinator)
    let list = NewsListViewController(presenter: presenter)
    presenter.view = list
    return list
  }

  func makeDetailScreen(for item: NewsItem) -> NewsDetailViewController {
    let presenter = NewsDetailPresenter(
      item: item, imageLoader: environment.imageLoader)
    let detail = NewsDetailViewController(presenter: presenter)
    presenter.view = detail
    return detail
  }
}
