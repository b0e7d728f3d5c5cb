import Foundation
import NewsCore

/// The story screen's every decision, from the state and an action alone.
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
