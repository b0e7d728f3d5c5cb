import Foundation
import NewsCore

/// The list screen's every decision: the next state and the effects to run, from the state and
/// an action alone. A pure function — no scheduler, no service, no view — so a test calls it
/// with values and compares values.
enum NewsListReducer {
  static func reduce(_ state: inout NewsListStoreState, _ action: NewsListAction)
    -> [NewsListEffect]
  {
    switch action {
    case .screenLoaded, .refreshPulled:
      state.load = .loading
      return [.loadNews]

    case .newsResponse(.success(let items)):
      state.load = .loaded(items)
      return []

    case .newsResponse(.failure(let error)):
      state.load = .failed(error)
      return []

    case .rowShown(let row):
      // Each picture is asked for once, and only when its row is about to be seen.
      guard state.items.indices.contains(row), let url = state.items[row].imageURL,
        !state.picturesAsked.contains(url)
      else { return [] }
      state.picturesAsked.insert(url)
      return [.loadPicture(url)]

    case .thumbnailLoaded(let url, let picture):
      state.pictures[url] = picture
      return []

    case .rowSelected(let row):
      guard state.items.indices.contains(row) else { return [] }
      state.openedStory = state.items[row]
      return []

    case .storyClosed:
      state.openedStory = nil
      return []
    }
  }
}
