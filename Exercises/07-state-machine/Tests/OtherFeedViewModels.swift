import Observing

@testable import struct Exercise07StateMachine.FeedError
@testable import protocol Exercise07StateMachine.FeedLoading
@testable import enum Exercise07StateMachine.FeedState
@testable import protocol Exercise07StateMachine.FeedViewModelInputs
@testable import protocol Exercise07StateMachine.FeedViewModelOutputs
@testable import protocol Exercise07StateMachine.FeedViewModelType

/// Feed view models other than yours: one correct, and some with one mistake each, for your
/// state-sequence test to pass and to catch. They are all this one class, told which mistake to
/// make, so a test cannot tell them apart by their type — only by what they do. Not by
/// reflection either: the mistake is kept inside a closure, where `Mirror` and `dump` see only
/// "(Function)".
@MainActor
final class OtherFeedViewModel: FeedViewModelType, FeedViewModelInputs, FeedViewModelOutputs {
  /// What this view model gets wrong.
  enum Mistake {
    /// Nothing: a correct view model, written differently from yours.
    case none
    /// Shows an empty list instead of the failure.
    case swallowsErrors
    /// Ignores retry.
    case neverRetries
    /// Retries without showing that it is loading again.
    case retriesSilently
    /// Forgets the reason for the failure.
    case losesTheReason
    /// Flashes an empty list before it shows the failure.
    case flashesAnEmptyList
  }

  var inputs: any FeedViewModelInputs { self }
  var outputs: any FeedViewModelOutputs { self }

  private let loader: any FeedLoading
  private let makes: (Mistake) -> Bool
  private let stateValue = MutableBindableValue(FeedState.idle)
  var state: BindableValue<FeedState> { stateValue }

  init(loader: any FeedLoading, mistake: Mistake) {
    self.loader = loader
    makes = { $0 == mistake }
  }

  func viewDidLoad() {
    stateValue.value = .loading
    loader.loadFeed { [weak self] result in self?.finish(result) }
  }

  func retry() {
    guard !makes(.neverRetries), case .failed = stateValue.value else { return }
    if !makes(.retriesSilently) { stateValue.value = .loading }
    loader.loadFeed { [weak self] result in self?.finish(result) }
  }

  private func finish(_ result: Result<[String], FeedError>) {
    switch result {
    case .success(let titles): stateValue.value = .loaded(titles)
    case .failure where makes(.swallowsErrors): stateValue.value = .loaded([])
    case .failure where makes(.losesTheReason): stateValue.value = .failed("Something went wrong")
    case .failure(let error) where makes(.flashesAnEmptyList):
      stateValue.value = .loaded([])
      stateValue.value = .failed(error.reason)
    case .failure(let error): stateValue.value = .failed(error.reason)
    }
  }
}
