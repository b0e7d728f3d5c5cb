import Foundation
import NewsCore
import Observing

/// Runs the list screen's effects with the services the app was given, and sends what each
/// brings back as an action. The only part of the screen that talks to the world.
@MainActor
struct NewsListEffectRunner {
  let service: any NewsService
  let imageLoader: any ImageLoading

  /// Starts `effect`; `send` gets its answer, unless the returned token goes first.
  func run(_ effect: NewsListEffect, send: @escaping @MainActor (NewsListAction) -> Void)
    -> CancellationToken
  {
    switch effect {
    case .loadNews:
      service.loadNews { send(.newsResponse($0)) }
    case .loadPicture(let url):
      imageLoader.loadImage(at: url) { send(.thumbnailLoaded(url, $0)) }
    }
  }
}
