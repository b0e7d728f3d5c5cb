import NewsCore
import Observing

@testable import MVVMNews

/// A list view model with no logic at all: its outputs are whatever the test sets, and its
/// inputs are written down. This is what the view-model protocol is for — the controller can be
/// checked on its own, against outputs no real load would produce at will.
@MainActor
final class StubNewsListViewModel: NewsListViewModelType, NewsListViewModelInputs,
  NewsListViewModelOutputs
{
  /// An input the controller sent.
  enum Input: Equatable {
    case refresh
    case select(row: Int)
    case cellViewModel(row: Int)
  }

  var inputs: any NewsListViewModelInputs { self }
  var outputs: any NewsListViewModelOutputs { self }

  /// Set these to drive the controller.
  let stateValue = MutableBindableValue(NewsListState.loading)
  let rowsValue = MutableBindableValue([NewsRow]())
  let routeSignal = EventSource<NewsListRoute>()
  var state: BindableValue<NewsListState> { stateValue }
  var rows: BindableValue<[NewsRow]> { rowsValue }
  var route: EventStream<NewsListRoute> { routeSignal }

  /// Every input the controller sent, oldest first.
  private(set) var received: [Input] = []

  func refresh() { received.append(.refresh) }
  func select(row: Int) { received.append(.select(row: row)) }
  func cellViewModel(at row: Int) -> NewsCellViewModel {
    received.append(.cellViewModel(row: row))
    return NewsCellViewModel(row: rowsValue.value[row], picture: .pending)
  }
}
