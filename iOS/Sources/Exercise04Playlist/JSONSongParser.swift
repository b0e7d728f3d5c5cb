// Made by `make ios` from Exercises/04-playlist/Solution/JSONSongParser.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation

/// Reads a playlist in the server's JSON:
///
///     {"songs": [{"title": "Clair de lune", "artist": "Debussy", "cover": "https://…"}]}
///
/// `cover` may be left out.
struct JSONSongParser: SongParsing {
  private struct Playlist: Decodable {
    struct Entry: Decodable {
      let title: String
      let artist: String
      let cover: URL?
    }
    let songs: [Entry]
  }

  func parseSongs(_ data: Data) throws(PlaylistError) -> [Song] {
    // Bytes that are not a playlist are an error the user should hear about,
    // not an empty playlist: `try?` would have said "no songs" instead.
    let playlist: Playlist
    do {
      playlist = try JSONDecoder().decode(Playlist.self, from: data)
    } catch {
      throw .malformed
    }
    return playlist.songs.map { Song(title: $0.title, artist: $0.artist, albumCover: $0.cover) }
  }
}
