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
    #expect(
      try parser.parseSongs(twoSongs) == [
        Song(
          title: "Clair de lune", artist: "Debussy",
          albumCover: URL(string: "https://example.com/debussy.png")),
        Song(title: "Gymnopédie No. 1", artist: "Satie", albumCover: nil),
      ])
  }

  @Test("an empty playlist is no songs, not an error")
  func emptyPlaylist() throws {
    #expect(try parser.parseSongs(Data(#"{"songs": []}"#.utf8)).isEmpty)
  }

  @Test(
    "bytes that are not a playlist are an error, not an empty playlist",
    arguments: [#"{"songs": [{"title": "No artist"}]}"#, "<html>Server error</html>", ""])
  func damagedPlaylists(_ text: String) {
    #expect(throws: PlaylistError.malformed, "an empty list would hide the problem from the user") {
      try parser.parseSongs(Data(text.utf8))
    }
  }
}
