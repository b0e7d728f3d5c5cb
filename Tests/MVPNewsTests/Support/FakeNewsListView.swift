import Foundation
import NewsCore

@testable import MVPNews

/// Stands in for the list screen and writes down every call the presenter makes. In MVP this
/// log is the only place a test can read what the screen would show.
@MainActor
final class FakeNewsListView: NewsListView {
  enum Call: Equatable {
    case showLoading
    case showRows([NewsRow])
    case showEmpty
    case showError(String)
    case updateImage(row: Int, image: Data)
  }

  private(set) var calls: [Call] = []

  func showLoading() { calls.append(.showLoading) }
  func showRows(_ rows: [NewsRow]) { calls.append(.showRows(rows)) }
  func showEmpty() { calls.append(.showEmpty) }
  func showError(_ message: String) { calls.append(.showError(message)) }
  func updateImage(row: Int, image: Data) {
    calls.append(.updateImage(row: row, image: image))
  }
}

/// Stands in for the detail screen, likewise.
@MainActor
final class FakeNewsDetailView: NewsDetailView {
  enum Call: Equatable {
    case show(title: String, date: String, content: String)
    case showPictureLoading
    case showNoPicture
    case showPicture(Data)
  }

  private(set) var calls: [Call] = []

  func show(title: String, date: String, content: String) {
    calls.append(.show(title: title, date: date, content: content))
  }
  func showPictureLoading() { calls.append(.showPictureLoading) }
  func showNoPicture() { calls.append(.showNoPicture) }
  func showPicture(_ picture: Data) { calls.append(.showPicture(picture)) }
}
