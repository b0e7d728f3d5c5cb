// Made by `make ios` from Sources/UnidirectionalNews/NewsDetailEffectRunner.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import NewsCore
import Observing

/// Runs the story screen's effects. The load's token is held by the screen's store and nowhere
/// else, so popping the screen mid-load cancels it.
@available(iOS 26.0, *)
@MainActor
struct NewsDetailEffectRunner {
  let imageLoader: any ImageLoading

  /// Starts `effect`; `send` gets its answer, unless the returned token goes first.
  func run(_ effect: NewsDetailEffect, send: @escaping @MainActor (NewsDetailAction) -> Void)
    -> CancellationToken
  {
    switch effect {
    case .loadPicture(let url):
      imageLoader.loadImage(at: url) { send(.pictureLoaded($0)) }
    }
  }
}
