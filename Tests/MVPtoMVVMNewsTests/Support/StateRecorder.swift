import Observing

@testable import MVPtoMVVMNews

/// Writes down every state a view model publishes from now on, in order. This is all a view
/// model test needs in order to see what the screen would show: no view, no fake view.
@MainActor
final class StateRecorder<State> {
  private(set) var states: [State] = []
  private var token: CancellationToken?

  /// Starts recording what `output` sends (not the value it holds now).
  init(_ output: BindableValue<State>) {
    token = output.observe { [weak self] state in self?.states.append(state) }
  }
}

extension NewsListViewModel {
  /// Starts recording this view model's states (in place of a presenter).
  func recordStates() -> StateRecorder<NewsListState> { StateRecorder(outputs.state) }
}

extension NewsDetailViewModel {
  /// Starts recording this view model's states (in place of a presenter).
  func recordStates() -> StateRecorder<NewsDetail> { StateRecorder(outputs.state) }
}
