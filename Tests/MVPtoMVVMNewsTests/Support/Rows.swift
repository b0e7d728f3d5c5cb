import NewsCore

@testable import MVPtoMVVMNews

/// The rows the list shows for `items` before any thumbnail arrives.
func rows(_ items: [NewsItem]) -> [NewsRow] {
  items.map {
    NewsRow(
      id: $0.id, title: $0.title, date: "18 Nov 2026",
      picture: $0.imageURL == nil ? .noPicture : .pending)
  }
}
