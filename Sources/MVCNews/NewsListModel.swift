import NewsCore
import Observing

/// The list's data and how it is loaded: the M of MVC. It has no idea who
/// shows it; anyone may observe its properties by key path.
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
  private let trace: MessageTrace
  private var load: Cancellable?

  init(service: any NewsService, trace: MessageTrace) {
    self.service = service
    self.trace = trace
  }

  /// Loads the list again. A load already in flight is cancelled, so when the
  /// reader refreshes twice the last answer wins.
  func reload() {
    trace.record(self, to: service, "loadNews()")
    error = nil
    isLoading = true
    load = service.loadNews { [weak self] result in self?.finish(with: result) }
  }

  private func finish(with result: Result<[NewsItem], NewsLoadError>) {
    trace.record(service, to: self, "loadNews completed")
    load = nil
    switch result {
    case .success(let items): self.items = items
    case .failure(let error): self.error = error
    }
    isLoading = false
  }
}
