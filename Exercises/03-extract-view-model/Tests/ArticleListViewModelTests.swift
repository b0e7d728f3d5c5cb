import ExerciseSupport
import Foundation
import Testing

@testable import struct Exercise03ExtractViewModel.Article
@testable import class Exercise03ExtractViewModel.ArticleListViewModel
@testable import struct Exercise03ExtractViewModel.ArticleRow

/// The rows as the screen shows them, field by field: not through `ArticleRow`'s `==`, which is
/// your code to write as you like.
func lines(_ rows: [ArticleRow]) -> [String] {
  rows.map { $0.title + " | " + $0.detail }
}

@MainActor
@Suite("The reading list's view model, tested without a view")
struct ArticleListViewModelTests {
  private let service = FakeArticleService()

  @Test("loading the screen loads the articles once")
  func loadsOnce() {
    let viewModel = ArticleListViewModel(service: service)
    viewModel.inputs.viewDidLoad()
    #expect(service.requestCount == 1, "the view model should ask its service for the articles")
  }

  @Test("the header says Loading… until the articles arrive, then counts them")
  func headerOverTime() {
    let viewModel = ArticleListViewModel(service: service)
    let headers = Recorder(viewModel.outputs.header)
    viewModel.inputs.viewDidLoad()
    service.deliver(threeArticles)
    #expect(headers.values == ["Loading…", "3 articles"])
  }

  @Test("the list is loading from the screen's load until the articles arrive")
  func loadingOverTime() {
    let viewModel = ArticleListViewModel(service: service)
    let loading = Recorder(viewModel.outputs.isLoading)
    viewModel.inputs.viewDidLoad()
    service.deliver(threeArticles)
    #expect(loading.values == [true, false])
  }

  @Test("each article becomes a row: its title, then its day and reading time")
  func rowsAreFormatted() {
    let viewModel = ArticleListViewModel(service: service)
    viewModel.inputs.viewDidLoad()
    service.deliver(threeArticles)
    #expect(
      lines(viewModel.outputs.rows.value) == [
        "Rocket lands on a barge | 20 Nov 2026 · 5 min",
        "Metro line opens | 19 Nov 2026 · 3 min",
        "Translators finish an encyclopedia | 5 Nov 2026 · 12 min",
      ],
      """
      each row is the article's title, then the day it was published, as counted in UTC on \
      every machine, and the minutes it takes to read
      """)
  }

  @Test("each article shows its own day, month and year")
  func daysOfAnyMonth() {
    let viewModel = ArticleListViewModel(service: service)
    viewModel.inputs.viewDidLoad()
    service.deliver([
      Article(title: "New year", published: day(2027, 1, 1), minutesToRead: 1),
      Article(title: "Leap day", published: day(2028, 2, 29), minutesToRead: 7),
      Article(title: "Midsummer", published: day(2026, 6, 24), minutesToRead: 30),
      Article(title: "Year's end", published: day(2025, 12, 31), minutesToRead: 4),
    ])
    #expect(
      viewModel.outputs.rows.value.map(\.detail) == [
        "1 Jan 2027 · 1 min", "29 Feb 2028 · 7 min", "24 Jun 2026 · 30 min",
        "31 Dec 2025 · 4 min",
      ],
      "a row's day is its article's own: day, month and year from the date it was published")
  }

  @Test("the day is the one in UTC, on every machine, even a minute from midnight")
  func theDayIsUTCs() {
    let viewModel = ArticleListViewModel(service: service)
    viewModel.inputs.viewDidLoad()
    let midnight = day(2026, 3, 1).addingTimeInterval(-8 * 3_600)
    service.deliver([
      Article(title: "Just before", published: midnight.addingTimeInterval(-60), minutesToRead: 2),
      Article(title: "Just after", published: midnight.addingTimeInterval(60), minutesToRead: 2),
    ])
    #expect(
      viewModel.outputs.rows.value.map(\.detail) == ["28 Feb 2026 · 2 min", "1 Mar 2026 · 2 min"],
      """
      23:59 and 00:01 UTC fall on two days: count the day in UTC, as the list always has, not \
      in the zone of the machine it runs on, where the same article would show another day
      """)
  }

  @Test("one article is counted in the singular")
  func oneArticle() {
    let viewModel = ArticleListViewModel(service: service)
    viewModel.inputs.viewDidLoad()
    service.deliver(Array(threeArticles.prefix(1)))
    #expect(viewModel.outputs.header.value == "1 article")
  }

  @Test("an empty list says so")
  func noArticles() {
    let viewModel = ArticleListViewModel(service: service)
    viewModel.inputs.viewDidLoad()
    service.deliver([])
    #expect(viewModel.outputs.header.value == "No articles yet")
    #expect(viewModel.outputs.rows.value.isEmpty)
  }
}
