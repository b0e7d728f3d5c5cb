import Observation

@testable import protocol Exercise09Observation.TickerViewModelInputs
@testable import protocol Exercise09Observation.TickerViewModelOutputs
@testable import protocol Exercise09Observation.TickerViewModelType

/// An `@Observable` view model written without the exercise's code, whose outputs the test sets
/// by hand. A screen that follows it follows Observation itself — not a callback, not a helper.
@MainActor
@Observable
final class StubTickerViewModel: TickerViewModelType, TickerViewModelInputs,
  TickerViewModelOutputs
{
  var inputs: any TickerViewModelInputs { self }
  var outputs: any TickerViewModelOutputs { self }

  var headline = "Stub headline"
  var unreadText = "No new stories"

  func markAllRead() {}
}
