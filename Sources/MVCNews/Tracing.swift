// --trace for MVC: the app assembled as `SceneDelegate.swift` assembles it, with a relay wherever
// one object calls another directly. Everything else in a trace comes from the seams the messages
// pass through (key-path observation, the table's delegate, a push, a notification's post).

import AppShell
import NewsCore
import Observing
import TerminalUI
import Tracing

extension MVCNewsApp {
  public static func makeTracedSceneDelegate(
    environment: NewsEnvironment
  ) -> any WindowSceneDelegate {
    TracedSceneDelegate {
      let model = NewsListModel(
        service: ReloadRelay(for: NewsListModel.self, to: environment.newsService))
      let thumbnails = ThumbnailStore(
        imageLoader: ImageLoaderRelay(from: ThumbnailStore.self, to: environment.imageLoader),
        notificationCenter: .recordingPosts(to: environment.notificationCenter))
      let list = NewsListViewController(
        model: model, thumbnails: thumbnails, notificationCenter: environment.notificationCenter,
        imageLoader: ImageLoaderRelay(
          from: NewsDetailViewController.self, to: environment.imageLoader))
      return (NavigationController(rootViewController: list), keeping: [])
    }
  }
}
