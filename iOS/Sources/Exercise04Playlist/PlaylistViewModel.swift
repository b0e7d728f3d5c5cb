// Made by `make ios` from Exercises/04-playlist/Solution/PlaylistViewModel.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
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

/// What the playlist screen's view can tell its view model. Inputs return nothing; what they
/// lead to comes back through the outputs.
@MainActor
protocol PlaylistViewModelInputs: AnyObject {
  /// The screen's view exists: load the playlist.
  func viewDidLoad()
  /// The listener asked for the playlist again (after a failure, this is the retry).
  func refresh()
}

/// What the playlist screen's view model publishes, every value ready to show.
@MainActor
protocol PlaylistViewModelOutputs: AnyObject {
  /// The songs to show, in playlist order.
  var songs: BindableValue<[SongDisplay]> { get }
  /// What went wrong, in words for the screen; `nil` when nothing did.
  var errorMessage: BindableValue<String?> { get }
  /// Whether a load is under way.
  var isLoading: BindableValue<Bool> { get }
}

/// The playlist screen's view model as a view sees it: inputs to call, outputs to bind.
@MainActor
protocol PlaylistViewModelType: AnyObject {
  /// The side a view talks to.
  var inputs: any PlaylistViewModelInputs { get }
  /// The side a view listens to.
  var outputs: any PlaylistViewModelOutputs { get }
}

/// The playlist screen's logic. Its fetcher and parser are handed in, so a
/// test can hand in its own and decide what the "server" answers.
@MainActor
final class PlaylistViewModel: PlaylistViewModelType, PlaylistViewModelInputs,
  PlaylistViewModelOutputs
{
  var inputs: any PlaylistViewModelInputs { self }
  var outputs: any PlaylistViewModelOutputs { self }

  private let fetcher: any SongFetching
  private let parser: any SongParsing

  // The writable boxes stay private; the outputs hand out their read-only faces.
  private let songsValue = MutableBindableValue<[SongDisplay]>([])
  private let errorMessageValue = MutableBindableValue<String?>(nil)
  private let isLoadingValue = MutableBindableValue(false)
  var songs: BindableValue<[SongDisplay]> { songsValue }
  var errorMessage: BindableValue<String?> { errorMessageValue }
  var isLoading: BindableValue<Bool> { isLoadingValue }

  /// Creates the view model; the fetcher brings bytes and the parser reads them.
  init(fetcher: any SongFetching, parser: any SongParsing) {
    self.fetcher = fetcher
    self.parser = parser
  }

  // MARK: Inputs

  func viewDidLoad() { load() }

  func refresh() { load() }

  // MARK: Loading

  /// Fetches the bytes, parses them, and shows the songs or the error.
  private func load() {
    isLoadingValue.value = true
    fetcher.fetchSongs { [weak self] fetched in
      self?.finish(with: fetched)
    }
  }

  /// Both ways to fail — no bytes, or bytes that are not a playlist — end in
  /// the same place: one error message, and the spinner stops.
  private func finish(with fetched: Result<Data, PlaylistError>) {
    do throws(PlaylistError) {
      let songs = try parser.parseSongs(fetched.get())
      songsValue.value = songs.map(Self.display)
      errorMessageValue.value = nil
    } catch {
      errorMessageValue.value = Self.message(for: error)
    }
    isLoadingValue.value = false
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
