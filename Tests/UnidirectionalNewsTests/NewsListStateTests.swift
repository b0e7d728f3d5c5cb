import Foundation
import NewsCore
import NewsTestSupport
import Testing

@testable import UnidirectionalNews

/// What the list screen shows, worked out from its state: the face, and each row's picture.
@MainActor
@Suite("Unidirectional: the list screen's state")
struct NewsListStateTests {
  @Test("A row's picture: pending until it arrives, none without a URL or a row")
  func pictures() throws {
    let url = try #require(Stories.item(1).imageURL)
    var state = NewsListState()
    state.items = [Stories.item(1), Stories.item(2, withImage: false)]
    #expect(state.picture(at: 0) == .pending)
    #expect(state.picture(at: 1) == .noPicture)
    #expect(state.picture(at: 2) == .noPicture, "a row the list does not have")
    state.pictures[url] = RecordingImageLoader.picture(for: url)
    #expect(state.picture(at: 0) == .loaded(RecordingImageLoader.picture(for: url)))
  }
}
