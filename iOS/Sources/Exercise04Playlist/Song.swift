// Made by `make ios` from Exercises/04-playlist/Solution/Song.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation

/// One song of the playlist: the model, as the server describes it.
struct Song: Equatable, Sendable {
  /// The song's title.
  let title: String
  /// Who sings or plays it.
  let artist: String
  /// Where its album cover is, when it has one.
  let albumCover: URL?
}

/// Why the playlist could not be loaded.
enum PlaylistError: Error, Equatable, Sendable {
  /// The fetch itself failed: no connection, a server error.
  case unreachable(String)
  /// Bytes arrived, but they are not a playlist.
  case malformed
}

/// Brings the playlist's raw bytes: the half of the pair that takes time.
/// The app's version would use `URLSession`; tests answer by hand.
@MainActor
protocol SongFetching: AnyObject {
  /// Starts a fetch; `completion` runs once, later, with the bytes or the reason there are none.
  func fetchSongs(completion: @escaping @MainActor (Result<Data, PlaylistError>) -> Void)
}

/// Turns bytes into songs: the half of the pair that needs no time, and so
/// is tested without any waiting.
protocol SongParsing: Sendable {
  /// The songs in `data`, in order; `PlaylistError.malformed` when it is not a playlist.
  func parseSongs(_ data: Data) throws(PlaylistError) -> [Song]
}
