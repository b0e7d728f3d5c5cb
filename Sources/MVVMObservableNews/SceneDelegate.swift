import NewsCore
import TerminalUI

/// Builds the app when its scene connects, as an iOS app's scene delegate does, and keeps its
/// window: the model, the store of pictures, the list's view model and its controller, in a
/// navigation stack, and the way each story's screen gets a view model of its own.
@MainActor
final class SceneDelegate: Responder, WindowSceneDelegate {
  var window: Window?
  private let environment: NewsEnvironment

  init(environment: NewsEnvironment) {
    self.environment = environment
  }

  func scene(
    _ scene: Scene, willConnectTo session: SceneSession,
    options connectionOptions: Scene.ConnectionOptions
  ) {
    guard let windowScene = scene as? WindowScene else { return }
    let model = NewsListModel(service: environment.newsService)
    let thumbnails = ThumbnailStore(
      imageLoader: environment.imageLoader, notificationCenter: environment.notificationCenter)
    let viewModel = NewsListViewModel(
      model: model, thumbnails: thumbnails, notificationCenter: environment.notificationCenter)
    let list = NewsListViewController(viewModel: viewModel) { [environment] story in
      NewsDetailViewModel(item: story, imageLoader: environment.imageLoader)
    }
    let window = Window(windowScene: windowScene)
    window.rootViewController = NavigationController(rootViewController: list)
    self.window = window
    window.makeKeyAndVisible()
  }
}
