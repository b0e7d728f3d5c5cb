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
    guard let playlist = try? JSONDecoder().decode(Playlist.self, from: data) else {
      return []
    }
    return playlist.songs.map { Song(title: $0.title, artist: $0.artist, albumCover: $0.cover) }
  }
}
