// Made by `make ios` from Exercises/07-state-machine/Solution/FeedViewModel.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
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

  /// Only a failed load can be retried: while loading, a retry would start a
  /// second load, and once loaded there is nothing to retry.
  func retry() {
    guard case .failed = stateValue.value else { return }
    load()
  }

  private func load() {
    stateValue.value = .loading
    loader.loadFeed { [weak self] result in
      switch result {
      case .success(let titles): self?.stateValue.value = .loaded(titles)
      case .failure(let error): self?.stateValue.value = .failed(error.reason)
      }
    }
  }
}
