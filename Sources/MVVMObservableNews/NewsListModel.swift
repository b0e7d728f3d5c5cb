import Foundation
import NewsCore
import Observing

/// The list's data and how it is loaded: the model. It has no idea who shows it; anyone may
/// observe its properties by key path.
///
/// On iOS the model is an `NSObject` whose properties KVO can name, and the runtime announces
/// each change (`iOS/` has this file as it is written there). Foundation on Linux has no KVO,
/// so here the model adopts the kit's `KeyValueObservable`, and each property says when it
/// changes, in its `willSet` and `didSet`: what KVO does for it on iOS.
@MainActor
final class NewsListModel: KeyValueObservable {
  let keyValueObservers = KeyValueObservers()

  /// The stories of the last successful load.
  private(set) var items: [NewsItem] = [] {
    willSet { willChangeValue(for: \.items) }
    didSet { didChangeValue(for: \.items) }
  }
  /// Whether a load is in flight.
  private(set) var isLoading = false {
    willSet { willChangeValue(for: \.isLoading) }
    didSet { didChangeValue(for: \.isLoading) }
  }
  /// Why the last load failed; `nil` after a success.
  private(set) var error: NewsLoadError? {
    willSet { willChangeValue(for: \.error) }
    didSet { didChangeValue(for: \.error) }
  }

  private let service: any NewsService
  private var load: CancellationToken?

  init(service: any NewsService) {
    self.service = service
  }

  /// Loads the list again. A load already in flight is cancelled (replacing its token releases
  /// it), so when the reader refreshes twice the last answer wins. The answer never comes
  /// before `loadNews` returns, so the load can start first and the observers hear after; and
  /// `isLoading` turns on before the old error goes, so no observer sees a moment of neither.
  func reload() {
    load = service.loadNews { [weak self] result in self?.finish(with: result) }
    isLoading = true
    error = nil
  }

  private func finish(with result: Result<[NewsItem], NewsLoadError>) {
    load = nil
    switch result {
    case .success(let items): self.items = items
    case .failure(let error): self.error = error
    }
    isLoading = false
  }
}
