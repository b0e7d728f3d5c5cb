import NewsCore
import Observing

/// The list's data and how it is loaded: the M of MVC, and — this very file — the model MVVM's
/// view model wraps. It has no idea who shows it; anyone may observe its properties by key path.
///
/// On iOS these would be `@objc dynamic` properties and KVO would notice the
/// setters by itself. Here each `didSet` announces the change — the one line
/// a UIKit reader has not seen before.
@MainActor
final class NewsListModel: KeyValueObservable {
  let keyValueObservers = KeyValueObservers()

  /// The stories of the last successful load.
  private(set) var items: [NewsItem] = [] {
    didSet { didChangeValue(for: \.items, from: oldValue) }
  }
  /// Whether a load is in flight.
  private(set) var isLoading = false {
    didSet { didChangeValue(for: \.isLoading, from: oldValue) }
  }
  /// Why the last load failed; `nil` after a success.
  private(set) var error: NewsLoadError? {
    didSet { didChangeValue(for: \.error, from: oldValue) }
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
