import Observing

/// The feed screen's view model, in the MVP-moved-to-MVVM style: inputs are
/// events, and a single `state` output says what the screen shows.
@MainActor
final class FeedViewModel: FeedStateMachine {
  private let loader: any FeedLoading
  private let stateOutput = MutableBindableValue(FeedState.idle)

  /// Creates the view model; `loader` brings the feed.
  init(loader: any FeedLoading) {
    self.loader = loader
  }

  var state: BindableValue<FeedState> { stateOutput }

  func load() {
    stateOutput.value = .loading
    loader.loadFeed { [weak self] result in
      switch result {
      case .success(let titles): self?.stateOutput.value = .loaded(titles)
      case .failure: self?.stateOutput.value = .loaded([])
      }
    }
  }

  func retry() {
    // TODO: try again, but only after a failure.
  }
}
