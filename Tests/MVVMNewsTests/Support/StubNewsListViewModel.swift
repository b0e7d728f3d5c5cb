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
  /// An input the controller sent, or a cell view model it asked for.
  enum Call: Equatable {
    case viewDidLoad
    case refresh
    case willDisplayRow(Int)
    case didSelectRow(Int)
    case cellViewModel(row: Int)
  }

  var inputs: any NewsListViewModelInputs { self }
  var outputs: any NewsListViewModelOutputs { self }

  /// Set these to drive the controller.
  let stateValue = MutableBindableValue(NewsListState.loading)
  let routeEvents = EventSource<NewsListRoute>()
  var state: BindableValue<NewsListState> { stateValue }
  var route: EventStream<NewsListRoute> { routeEvents }

  /// Every call the controller made, oldest first.
  private(set) var received: [Call] = []

  func viewDidLoad() { received.append(.viewDidLoad) }
  func refresh() { received.append(.refresh) }
  func willDisplayRow(at row: Int) { received.append(.willDisplayRow(row)) }
  func didSelectRow(at row: Int) { received.append(.didSelectRow(row)) }
  func cellViewModel(at row: Int) -> NewsCellViewModel? {
    received.append(.cellViewModel(row: row))
    guard case .loaded(let rows) = stateValue.value, rows.indices.contains(row) else {
      return nil
    }
    return NewsCellViewModel(row: rows[row])
  }
}
