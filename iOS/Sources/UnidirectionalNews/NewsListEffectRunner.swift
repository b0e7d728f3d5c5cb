// Made by `make ios` from Sources/UnidirectionalNews/NewsListEffectRunner.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import NewsCore
import Observing

/// Runs the list screen's effects with the services the app was given, and sends what each
/// brings back as an action. The only part of the screen that talks to the world.
@available(iOS 26.0, *)
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
