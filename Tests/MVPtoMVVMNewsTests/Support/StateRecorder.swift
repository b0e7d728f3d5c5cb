@testable import MVPtoMVVMNews

/// Writes down every state a view model announces, in order. This is all a view model test
/// needs in order to see what the screen would show: no view, no fake view.
@MainActor
final class StateRecorder<State> {
  private(set) var states: [State] = []

  func record(_ state: State) { states.append(state) }
}

extension NewsListViewModel {
  /// Starts recording this view model's states (in place of a presenter).
  func recordStates() -> StateRecorder<State> {
    let recorder = StateRecorder<State>()
    onStateChanged = recorder.record
    return recorder
  }
}

extension NewsDetailViewModel {
  /// Starts recording this view model's states (in place of a presenter).
  func recordStates() -> StateRecorder<State> {
    let recorder = StateRecorder<State>()
    onStateChanged = recorder.record
    return recorder
  }
}
