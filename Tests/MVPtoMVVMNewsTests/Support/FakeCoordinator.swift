import NewsCore

@testable import MVPtoMVVMNews

/// Records where the presenters sent the reader, instead of going there.
@MainActor
final class FakeCoordinator: NewsCoordinating {
  enum Call: Equatable {
    case showDetail(storyID: String)
  }

  private(set) var calls: [Call] = []

  func showDetail(for item: NewsItem) { calls.append(.showDetail(storyID: item.id)) }
}
