import Observing

/// One row of the list, ready to show.
struct ArticleRow: Equatable, Sendable {
  /// The article's title.
  let title: String
  /// When it was published and how long it takes to read: "20 Nov 2026 · 5 min".
  let detail: String
}

/// What the reading list's view can tell its view model: things that happened. Inputs return
/// nothing; what they lead to comes back through the outputs.
@MainActor
protocol ArticleListViewModelInputs: AnyObject {
  /// The screen's view exists: time to load the articles.
  func viewDidLoad()
}

/// What the reading list's view model publishes: values a view binds to and never writes.
@MainActor
protocol ArticleListViewModelOutputs: AnyObject {
  /// The line above the list: "Loading…", then "3 articles", "1 article" or "No articles yet".
  var header: BindableValue<String> { get }
  /// The rows, in the order the service gave the articles.
  var rows: BindableValue<[ArticleRow]> { get }
  /// Whether the list is loading.
  var isLoading: BindableValue<Bool> { get }
}

/// The reading list's view model as its controller sees it: inputs to call, outputs to bind.
/// The controller depends on this protocol, so a test can hand it a stub.
@MainActor
protocol ArticleListViewModelType: AnyObject {
  /// The side a view talks to.
  var inputs: any ArticleListViewModelInputs { get }
  /// The side a view listens to.
  var outputs: any ArticleListViewModelOutputs { get }
  /// What the controller loads from today. Once the view model loads, no view needs it: delete
  /// it from this protocol, and make the view model's own `service` private.
  var service: any ArticleService { get }
}

/// The reading list's logic, without a view: what the controller should only have to show.
///
/// For now it does nothing but hand the controller its service, and the controller does all the
/// work. Move that work here.
@MainActor
final class ArticleListViewModel: ArticleListViewModelType, ArticleListViewModelInputs,
  ArticleListViewModelOutputs
{
  var inputs: any ArticleListViewModelInputs { self }
  var outputs: any ArticleListViewModelOutputs { self }

  let service: any ArticleService

  // The writable boxes stay private; the outputs hand out their read-only faces.
  private let headerValue = MutableBindableValue("")
  private let rowsValue = MutableBindableValue<[ArticleRow]>([])
  private let isLoadingValue = MutableBindableValue(false)
  var header: BindableValue<String> { headerValue }
  var rows: BindableValue<[ArticleRow]> { rowsValue }
  var isLoading: BindableValue<Bool> { isLoadingValue }

  /// Creates the view model for the articles `service` loads.
  init(service: any ArticleService) {
    self.service = service
  }

  // MARK: Inputs

  func viewDidLoad() {}
}
