import Observing

/// View models with one mistake each, for your state-sequence test to catch.
/// A test that passes for all of these is not testing the sequence.
@MainActor
class BrokenFeedViewModel: FeedStateMachine {
  let loader: any FeedLoading
  let stateOutput = MutableBindableValue(FeedState.idle)

  init(loader: any FeedLoading) { self.loader = loader }

  var state: BindableValue<FeedState> { stateOutput }

  func load() {
    stateOutput.value = .loading
    loader.loadFeed { [weak self] result in self?.finish(result) }
  }

  func finish(_ result: Result<[String], FeedError>) {
    switch result {
    case .success(let titles): stateOutput.value = .loaded(titles)
    case .failure(let error): stateOutput.value = .failed(error.reason)
    }
  }

  func retry() {
    guard case .failed = stateOutput.value else { return }
    load()
  }
}

/// Shows an empty list instead of the failure.
@MainActor
final class SwallowsErrors: BrokenFeedViewModel {
  override func finish(_ result: Result<[String], FeedError>) {
    stateOutput.value = .loaded((try? result.get()) ?? [])
  }
}

/// Ignores retry.
@MainActor
final class NeverRetries: BrokenFeedViewModel {
  override func retry() {}
}

/// Retries without showing that it is loading again.
@MainActor
final class RetriesSilently: BrokenFeedViewModel {
  override func retry() {
    guard case .failed = stateOutput.value else { return }
    loader.loadFeed { [weak self] result in self?.finish(result) }
  }
}

/// Forgets the reason for the failure.
@MainActor
final class LosesTheReason: BrokenFeedViewModel {
  override func finish(_ result: Result<[String], FeedError>) {
    if case .failure = result {
      stateOutput.value = .failed("Something went wrong")
    } else {
      super.finish(result)
    }
  }
}
