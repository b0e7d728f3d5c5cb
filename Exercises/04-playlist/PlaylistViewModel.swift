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
    // TODO: fetch with `fetcher`, parse with `parser`, and set the outputs.
  }
}
