import Observing

/// One row of the list, ready to show.
struct ArticleRow: Equatable, Sendable {
  /// The article's title.
  let title: String
  /// When it was published and how long it takes to read: "20 Nov 2026 · 5 min".
  let detail: String
}

/// The reading list's logic, without a view: what the controller should
/// only have to show.
///
/// For now it does nothing but hand the controller its service, and the
/// controller does all the work. Move that work here.
@MainActor
final class ArticleListViewModel {
  /// What the controller loads from today. Once the view model loads, nobody
  /// else needs it: make it private.
  let service: any ArticleService

  private let headerOutput = MutableBindableValue("")
  private let rowsOutput = MutableBindableValue<[ArticleRow]>([])
  private let isLoadingOutput = MutableBindableValue(false)

  /// Creates the view model for the articles `service` loads.
  init(service: any ArticleService) {
    self.service = service
  }

  // MARK: Outputs

  /// The line above the list: "Loading…", then "3 articles", "1 article" or "No articles yet".
  var header: BindableValue<String> { headerOutput }
  /// The rows, in the order the service gave the articles.
  var rows: BindableValue<[ArticleRow]> { rowsOutput }
  /// Whether the list is loading.
  var isLoading: BindableValue<Bool> { isLoadingOutput }

  // MARK: Inputs

  /// The screen has loaded: time to load the articles.
  func viewDidLoad() {}
}
