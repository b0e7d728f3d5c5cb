// Made by `make ios` from Exercises/03-extract-view-model/Solution/ArticleListViewModel.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
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
}

/// The reading list's logic, without a view: everything the screen says is decided here, so it
/// is tested here, without drawing anything.
@MainActor
final class ArticleListViewModel: ArticleListViewModelType, ArticleListViewModelInputs,
  ArticleListViewModelOutputs
{
  var inputs: any ArticleListViewModelInputs { self }
  var outputs: any ArticleListViewModelOutputs { self }

  /// Only the view model loads.
  private let service: any ArticleService

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

  func viewDidLoad() {
    headerValue.value = "Loading…"
    isLoadingValue.value = true
    service.loadArticles { [weak self] articles in
      self?.show(articles)
    }
  }

  // MARK: Deciding what the screen says

  private func show(_ articles: [Article]) {
    rowsValue.value = articles.map {
      ArticleRow(title: $0.title, detail: Self.dayText($0.published) + " · \($0.minutesToRead) min")
    }
    headerValue.value =
      switch articles.count {
      case 0: "No articles yet"
      case 1: "1 article"
      default: "\(articles.count) articles"
      }
    isLoadingValue.value = false
  }

  /// "20 Nov 2026", counted in UTC so that every machine says the same.
  private static func dayText(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    let months = [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    return "\(parts.day ?? 0) \(months[(parts.month ?? 1) - 1]) \(parts.year ?? 0)"
  }
}
