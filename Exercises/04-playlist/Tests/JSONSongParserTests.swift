import Foundation
import Testing

@testable import struct Exercise04Playlist.JSONSongParser
@testable import enum Exercise04Playlist.PlaylistError
@testable import struct Exercise04Playlist.Song

@Suite("Reading a playlist")
struct JSONSongParserTests {
  private let parser = JSONSongParser()

  @Test("songs are read in order, with or without a cover")
  func readsSongs() throws {
    // Field by field, not through `Song`'s `==`, which is your code.
    let songs = try parser.parseSongs(twoSongs)
    #expect(songs.map(\.title) == ["Clair de lune", "Gymnopédie No. 1"])
    #expect(songs.map(\.artist) == ["Debussy", "Satie"])
    #expect(songs.map(\.albumCover?.absoluteString) == ["https://example.com/debussy.png", nil])
  }

  @Test("an empty playlist is no songs, not an error")
  func emptyPlaylist() throws {
    #expect(try parser.parseSongs(Data(#"{"songs": []}"#.utf8)).isEmpty)
  }

  @Test(
    "bytes that are not a playlist are an error, not an empty playlist",
    arguments: [#"{"songs": [{"title": "No artist"}]}"#, "<html>Server error</html>", ""])
  func damagedPlaylists(_ text: String) {
    let error = #expect(
      throws: PlaylistError.self, "an empty list would hide the problem from the user"
    ) {
      try parser.parseSongs(Data(text.utf8))
    }
    guard case .malformed = error else {
      if let error { Issue.record("bytes that are not a playlist are .malformed, not \(error)") }
      return
    }
  }
}
