import ExerciseSupport
import Testing

@testable import class Exercise03ExtractViewModel.ArticleListViewModel
@testable import struct Exercise03ExtractViewModel.ArticleRow

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
      viewModel.outputs.rows.value == [
        ArticleRow(title: "Rocket lands on a barge", detail: "20 Nov 2026 · 5 min"),
        ArticleRow(title: "Metro line opens", detail: "19 Nov 2026 · 3 min"),
        ArticleRow(title: "Translators finish an encyclopedia", detail: "5 Nov 2026 · 12 min"),
      ])
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
