import Foundation

@testable import struct Exercise03ExtractViewModel.Article
@testable import protocol Exercise03ExtractViewModel.ArticleService

/// An article service that answers when the test says so.
@MainActor
final class FakeArticleService: ArticleService {
  private var pending: [@MainActor ([Article]) -> Void] = []

  /// How many loads were asked for.
  private(set) var requestCount = 0

  func loadArticles(completion: @escaping @MainActor ([Article]) -> Void) {
    requestCount += 1
    pending.append(completion)
  }

  /// Answers every load asked for so far with `articles`.
  func deliver(_ articles: [Article]) {
    let answers = pending
    pending = []
    for answer in answers { answer(articles) }
  }
}

/// 08:00 UTC on the given day.
func day(_ year: Int, _ month: Int, _ day: Int) -> Date {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = .gmt
  return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 8))!
}

/// Three articles, as the tests use them.
let threeArticles = [
  Article(title: "Rocket lands on a barge", published: day(2026, 11, 20), minutesToRead: 5),
  Article(title: "Metro line opens", published: day(2026, 11, 19), minutesToRead: 3),
  Article(
    title: "Translators finish an encyclopedia", published: day(2026, 11, 5), minutesToRead: 12),
]
