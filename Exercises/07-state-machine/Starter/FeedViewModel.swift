import Observing

/// The feed screen's view model, in the MVP-moved-to-MVVM style: inputs are
/// events, and a single `state` output says what the screen shows.
@MainActor
final class FeedViewModel: FeedViewModelType, FeedViewModelInputs, FeedViewModelOutputs {
  var inputs: any FeedViewModelInputs { self }
  var outputs: any FeedViewModelOutputs { self }

  private let loader: any FeedLoading
  private let stateValue = MutableBindableValue(FeedState.idle)
  var state: BindableValue<FeedState> { stateValue }

  /// Creates the view model; `loader` brings the feed.
  init(loader: any FeedLoading) {
    self.loader = loader
  }

  // MARK: Inputs

  func viewDidLoad() { load() }

  func retry() {
    // TODO: try again, but only after a failure.
  }

  private func load() {
    stateValue.value = .loading
    loader.loadFeed { [weak self] result in
      switch result {
      case .success(let titles): self?.stateValue.value = .loaded(titles)
      case .failure: self?.stateValue.value = .loaded([])
      }
    }
  }
}
