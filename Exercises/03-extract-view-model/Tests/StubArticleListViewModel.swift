import Observing

@testable import protocol Exercise03ExtractViewModel.ArticleListViewModelInputs
@testable import protocol Exercise03ExtractViewModel.ArticleListViewModelOutputs
@testable import protocol Exercise03ExtractViewModel.ArticleListViewModelType
@testable import struct Exercise03ExtractViewModel.ArticleRow
@testable import protocol Exercise03ExtractViewModel.ArticleService

/// A view model whose outputs the test sets by hand, and which counts what it is told: what a
/// controller that only binds and forwards needs, and all it needs.
@MainActor
final class StubArticleListViewModel: ArticleListViewModelType, ArticleListViewModelInputs,
  ArticleListViewModelOutputs
{
  var inputs: any ArticleListViewModelInputs { self }
  var outputs: any ArticleListViewModelOutputs { self }

  let headerValue = MutableBindableValue("")
  let rowsValue = MutableBindableValue<[ArticleRow]>([])
  let isLoadingValue = MutableBindableValue(false)
  var header: BindableValue<String> { headerValue }
  var rows: BindableValue<[ArticleRow]> { rowsValue }
  var isLoading: BindableValue<Bool> { isLoadingValue }

  /// How many times the controller said its view loaded.
  private(set) var viewDidLoadCount = 0

  func viewDidLoad() { viewDidLoadCount += 1 }

  /// A service that never answers, for the starter's protocol, which still hands the controller
  /// a service. A controller that only binds and forwards never asks it.
  let fakeService = FakeArticleService()
  var service: any ArticleService { fakeService }
}
