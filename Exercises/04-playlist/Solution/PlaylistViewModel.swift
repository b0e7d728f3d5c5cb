import Foundation
import Observing

/// One row of the playlist, ready to show: what a cell needs and nothing
/// more, so no view ever sees a `Song`.
struct SongDisplay: Equatable, Sendable {
  /// The song's title.
  let title: String
  /// "by Debussy".
  let subtitle: String
  /// Whether the row shows a cover, or a placeholder.
  let hasCover: Bool
}

/// The playlist screen's logic. Its fetcher and parser are handed in, so a
/// test can hand in its own and decide what the "server" answers.
@MainActor
final class PlaylistViewModel {
  private let fetcher: any SongFetching
  private let parser: any SongParsing

  private let songsOutput = MutableBindableValue<[SongDisplay]>([])
  private let errorMessageOutput = MutableBindableValue<String?>(nil)
  private let isLoadingOutput = MutableBindableValue(false)

  /// Creates the view model; the fetcher brings bytes and the parser reads them.
  init(fetcher: any SongFetching, parser: any SongParsing) {
    self.fetcher = fetcher
    self.parser = parser
  }

  // MARK: Outputs

  /// The songs to show, in playlist order.
  var songs: BindableValue<[SongDisplay]> { songsOutput }
  /// What went wrong, in words for the screen; `nil` when nothing did.
  var errorMessage: BindableValue<String?> { errorMessageOutput }
  /// Whether a load is under way.
  var isLoading: BindableValue<Bool> { isLoadingOutput }

  // MARK: Inputs

  /// Loads the playlist: fetch the bytes, parse them, show the songs or the error.
  func load() {
    isLoadingOutput.value = true
    fetcher.fetchSongs { [weak self] fetched in
      self?.finish(with: fetched)
    }
  }

  /// Both ways to fail — no bytes, or bytes that are not a playlist — end in
  /// the same place: one error message, and the spinner stops.
  private func finish(with fetched: Result<Data, PlaylistError>) {
    do throws(PlaylistError) {
      let songs = try parser.parseSongs(fetched.get())
      songsOutput.value = songs.map(Self.display)
      errorMessageOutput.value = nil
    } catch {
      errorMessageOutput.value = Self.message(for: error)
    }
    isLoadingOutput.value = false
  }

  private static func display(_ song: Song) -> SongDisplay {
    SongDisplay(title: song.title, subtitle: "by \(song.artist)", hasCover: song.albumCover != nil)
  }

  private static func message(for error: PlaylistError) -> String {
    switch error {
    case .unreachable(let reason): "Couldn't reach the playlist: \(reason)"
    case .malformed: "The playlist arrived damaged"
    }
  }
}
