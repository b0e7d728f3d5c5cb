// Made by `make ios` from Sources/UnidirectionalNews/NewsDetailFeature.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import NewsCore
import Observing

/// Everything the story screen shows, as one value.
@available(iOS 26.0, *)
struct NewsDetailState: Equatable {
  /// The story.
  let item: NewsItem
  /// Its picture, or where it is.
  var picture: PictureState

  /// The story, its picture not asked for yet.
  init(item: NewsItem) {
    self.item = item
    picture = item.imageURL == nil ? .noPicture : .pending
  }
}

/// What can happen to the story screen.
@available(iOS 26.0, *)
enum NewsDetailAction: Equatable {
  /// The screen's view loaded: time to fetch the picture.
  case screenLoaded
  /// The picture arrived.
  case pictureLoaded(Data)
}

/// What the story screen asks of the world.
@available(iOS 26.0, *)
enum NewsDetailEffect: Hashable {
  /// Load the picture at this URL.
  case loadPicture(URL)
}

/// The story screen's store.
@available(iOS 26.0, *)
typealias NewsDetailStore = Store<NewsDetailState, NewsDetailAction, NewsDetailEffect>

/// The story screen's every decision, from the state and an action alone.
@available(iOS 26.0, *)
enum NewsDetailReducer {
  static func reduce(_ state: inout NewsDetailState, _ action: NewsDetailAction)
    -> [NewsDetailEffect]
  {
    switch action {
    case .screenLoaded:
      // Loading starts when the screen's view exists: a screen made but never shown fetches
      // nothing.
      guard let url = state.item.imageURL, state.picture == .pending else { return [] }
      return [.loadPicture(url)]
    case .pictureLoaded(let picture):
      state.picture = .loaded(picture)
      return []
    }
  }
}

/// Runs the story screen's effects. The load's token is held by the screen's store and nowhere
/// else, so popping the screen mid-load cancels it.
@available(iOS 26.0, *)
@MainActor
struct NewsDetailEffects {
  let imageLoader: any ImageLoading

  func run(_ effect: NewsDetailEffect, send: @escaping @MainActor (NewsDetailAction) -> Void)
    -> CancellationToken
  {
    switch effect {
    case .loadPicture(let url):
      imageLoader.loadImage(at: url) { send(.pictureLoaded($0)) }
    }
  }
}
