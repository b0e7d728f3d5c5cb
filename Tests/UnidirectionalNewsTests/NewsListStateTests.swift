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
    var state = NewsListState()
    state.load = .loading
    #expect(state.face == .loading)
    state.load = .loaded([Stories.item(1)])
    #expect(state.face == .loaded([NewsRow(id: "story-1", title: "Story 1", date: "18 Nov 2026")]))
    state.load = .loaded([])
    #expect(state.face == .empty)
    state.load = .failed(.network("Offline."))
    #expect(state.face == .failed("Offline."))
  }

  @Test("Under the spinner or the error, no row has a story or a picture")
  func noRowsWhileCovered() {
    var state = NewsListState()
    for load in [NewsListLoad.loading, .failed(.network("Offline."))] {
      state.load = load
      #expect(state.items.isEmpty)
      #expect(state.picture(at: 0) == .noPicture)
    }
  }

  @Test("A row's picture: pending until it arrives, none without a URL or a row")
  func pictures() throws {
    let url = try #require(Stories.item(1).imageURL)
    var state = NewsListState()
    state.load = .loaded([Stories.item(1), Stories.item(2, withImage: false)])
    #expect(state.picture(at: 0) == .pending)
    #expect(state.picture(at: 1) == .noPicture)
    #expect(state.picture(at: 2) == .noPicture, "a row the list does not have")
    state.pictures[url] = RecordingImageLoader.picture(for: url)
    #expect(state.picture(at: 0) == .loaded(RecordingImageLoader.picture(for: url)))
  }
}
