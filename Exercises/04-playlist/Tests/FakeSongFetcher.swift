import Foundation

@testable import enum Exercise04Playlist.PlaylistError
@testable import protocol Exercise04Playlist.SongFetching

/// A fetcher that answers when the test says so, and counts what it was asked.
@MainActor
final class FakeSongFetcher: SongFetching {
  private var pending: [@MainActor (Result<Data, PlaylistError>) -> Void] = []

  /// How many fetches were asked for.
  private(set) var requestCount = 0

  func fetchSongs(completion: @escaping @MainActor (Result<Data, PlaylistError>) -> Void) {
    requestCount += 1
    pending.append(completion)
  }

  /// Answers the oldest fetch still waiting.
  func answer(_ result: Result<Data, PlaylistError>) {
    guard !pending.isEmpty else { return }
    pending.removeFirst()(result)
  }
}

/// A playlist of two songs as the server sends it, the second without a cover.
let twoSongs = Data(
  """
  {"songs": [
    {"title": "Clair de lune", "artist": "Debussy", "cover": "https://example.com/debussy.png"},
    {"title": "Gymnopédie No. 1", "artist": "Satie"}
  ]}
  """.utf8)
