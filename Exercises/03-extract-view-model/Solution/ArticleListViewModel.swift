import Foundation
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
/// Inputs are methods the controller calls; outputs are bindable values it
/// binds to. Everything the screen says is decided here, so it is tested
/// here, without drawing anything.
@MainActor
final class ArticleListViewModel {
  private let service: any ArticleService

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
  func viewDidLoad() {
    headerOutput.value = "Loading…"
    isLoadingOutput.value = true
    service.loadArticles { [weak self] articles in
      self?.show(articles)
    }
  }

  private func show(_ articles: [Article]) {
    rowsOutput.value = articles.map {
      ArticleRow(title: $0.title, detail: Self.dayText($0.published) + " · \($0.minutesToRead) min")
    }
    headerOutput.value =
      switch articles.count {
      case 0: "No articles yet"
      case 1: "1 article"
      default: "\(articles.count) articles"
      }
    isLoadingOutput.value = false
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
