import Foundation
import NewsCore
import NewsTestSupport
import Testing

@testable import UnidirectionalNews

/// What the list screen shows, worked out from its state: the face, and each row's picture.
@MainActor
@Suite("Unidirectional: the list screen's state")
struct NewsListStateTests {
  @Test("One face for each load: spinner, rows, empty state or error")
  func faces() {
    var state = NewsListStoreState()
    state.load = .loading
    #expect(state.face == .loading)
    state.load = .loaded([Stories.item(1)])
    #expect(
      state.face
        == .loaded([
          NewsRow(id: "story-1", title: "Story 1", date: "18 Nov 2026", picture: .pending)
        ]))
    state.load = .loaded([])
    #expect(state.face == .empty)
    state.load = .failed(.network("Offline."))
    #expect(state.face == .failed("Offline."))
  }

  @Test("Under the spinner or the error, no row has a story")
  func noRowsWhileCovered() {
    var state = NewsListStoreState()
    for load in [NewsListLoad.loading, .failed(.network("Offline."))] {
      state.load = load
      #expect(state.items.isEmpty)
    }
  }

  @Test("A row's picture: pending until it arrives, none without a URL")
  func pictures() throws {
    let url = try #require(Stories.item(1).imageURL)
    var state = NewsListStoreState()
    state.load = .loaded([Stories.item(1), Stories.item(2, withImage: false)])
    #expect(state.face.pictures == [.pending, .noPicture])
    state.pictures[url] = RecordingImageLoader.picture(for: url)
    #expect(state.face.pictures == [.loaded(RecordingImageLoader.picture(for: url)), .noPicture])
  }
}

extension NewsListState {
  /// The pictures of the rows the face shows, in order.
  fileprivate var pictures: [PictureState] {
    guard case .loaded(let rows) = self else { return [] }
    return rows.map(\.picture)
  }
}
