// Made by `make ios` from Sources/UnidirectionalNews/NewsDetailReducer.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import NewsCore

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
      guard let url = state.imageURL, state.picture == .pending else { return [] }
      return [.loadPicture(url)]
    case .pictureLoaded(let picture):
      state.picture = .loaded(picture)
      return []
    }
  }
}
