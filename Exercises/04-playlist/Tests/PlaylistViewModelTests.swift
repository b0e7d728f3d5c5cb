import ExerciseSupport
import Foundation
import Testing

@testable import struct Exercise04Playlist.JSONSongParser
@testable import enum Exercise04Playlist.PlaylistError
@testable import class Exercise04Playlist.PlaylistViewModel
@testable import struct Exercise04Playlist.Song
@testable import struct Exercise04Playlist.SongDisplay
@testable import protocol Exercise04Playlist.SongParsing

// Shortcuts tried against the tests of this exercise, and the tests that catch each. Each was put
// into the learner's files and checked the way `make exercise NAME=playlist` checks it:
//
// - The view model decodes the JSON itself (or makes its own `JSONSongParser`) instead of using
//   the parser it was given: `usesTheInjectedParser`.
// - The parser sniffs the bytes (empty, or not starting with `{`) and keeps `try?` for the rest:
//   `damagedPlaylists` with a playlist whose song has no artist.
// - Only the fetch failure handled, the parse failure still an empty playlist: `parseFailure`.
// - The fetch failure's message written out whole, as `fetchFailure` expects it, rather than
//   built from its reason: `recovery`, whose reason is another.
// - The error left in place after a good load: `recovery`.
// - `isLoading` never set back after a failure: `fetchFailure`.
// - The two failures handled apart, a `try?` on the parse whose `else` shows the message and
//   returns before the spinner stops: `parseFailure`, which watches the spinner too.
// - The spinner turned on in `viewDidLoad()` only, so a refresh shows no sign of working:
//   `refreshShowsTheSpinner`.
// - A `SongDisplay.==` of your own that compares titles alone, with a wrong subtitle ("Debussy"
//   for "by Debussy") or every row coverless: the rows are read field by field (`rows`), never
//   through your `==`: `showsDisplayModels`; and the screen itself shows them
//   (`PlaylistScreenTests`).

/// A parser that answers what the test says, whatever the bytes: only a view model that reads
/// with the parser it was given shows its songs.
private struct StubSongParser: SongParsing {
  let songs: [Song]

  func parseSongs(_ data: Data) throws(PlaylistError) -> [Song] { songs }
}

/// The rows as the screen shows them, read field by field: not through `SongDisplay`'s `==`,
/// which is your code to write as you like.
func rows(_ songs: [SongDisplay]) -> [String] {
  songs.map { "\($0.hasCover ? "cover" : "no cover") | \($0.title) | \($0.subtitle)" }
}

@MainActor
@Suite("The playlist's view model")
struct PlaylistViewModelTests {
  private let fetcher = FakeSongFetcher()
  private var viewModel: PlaylistViewModel {
    PlaylistViewModel(fetcher: fetcher, parser: JSONSongParser())
  }

  @Test("loading asks the injected fetcher")
  func asksTheFetcher() {
    let viewModel = viewModel
    viewModel.inputs.viewDidLoad()
    #expect(fetcher.requestCount == 1, "viewDidLoad() should fetch with the fetcher it was given")
  }

  @Test("fetched songs are shown as display models, in order")
  func showsDisplayModels() {
    let viewModel = viewModel
    viewModel.inputs.viewDidLoad()
    fetcher.answer(.success(twoSongs))
    #expect(
      rows(viewModel.outputs.songs.value) == [
        "cover | Clair de lune | by Debussy", "no cover | Gymnopédie No. 1 | by Satie",
      ],
      "each song's row: whether it has a cover, its title, and \"by\" who sings or plays it")
    #expect(viewModel.outputs.errorMessage.value == nil)
  }

  @Test("the bytes are read by the parser the view model was given")
  func usesTheInjectedParser() {
    let parser = StubSongParser(songs: [Song(title: "Boléro", artist: "Ravel", albumCover: nil)])
    let viewModel = PlaylistViewModel(fetcher: fetcher, parser: parser)
    viewModel.inputs.viewDidLoad()
    fetcher.answer(.success(Data("whatever the server sent".utf8)))
    #expect(
      rows(viewModel.outputs.songs.value) == ["no cover | Boléro | by Ravel"],
      "the view model should read the bytes with the parser handed to its init, not its own")
  }

  @Test("the playlist is loading from viewDidLoad() until the answer arrives")
  func loadingOverTime() {
    let viewModel = viewModel
    let loading = Recorder(viewModel.outputs.isLoading)
    viewModel.inputs.viewDidLoad()
    #expect(loading.values == [true])
    fetcher.answer(.success(twoSongs))
    #expect(loading.values == [true, false])
  }

  @Test("a refresh shows the spinner too, until its answer arrives")
  func refreshShowsTheSpinner() {
    let viewModel = viewModel
    viewModel.inputs.viewDidLoad()
    fetcher.answer(.success(twoSongs))
    let loading = Recorder(viewModel.outputs.isLoading)
    viewModel.inputs.refresh()
    #expect(
      loading.values == [true],
      """
      the listener asked for the playlist again and sees no sign of it coming: a refresh loads \
      as the first load does, spinner and all
      """)
    fetcher.answer(.success(twoSongs))
    #expect(loading.values == [true, false])
  }

  @Test("a failed fetch is an error message, and no songs")
  func fetchFailure() {
    let viewModel = viewModel
    let loading = Recorder(viewModel.outputs.isLoading)
    viewModel.inputs.viewDidLoad()
    fetcher.answer(.failure(.unreachable("the connection went away")))
    #expect(
      viewModel.outputs.errorMessage.value
        == "Couldn't reach the playlist: the connection went away")
    #expect(viewModel.outputs.songs.value.isEmpty)
    #expect(loading.last == false, "the spinner should stop after a failure too")
  }

  @Test("bytes that are not a playlist are an error message too")
  func parseFailure() {
    let viewModel = viewModel
    let loading = Recorder(viewModel.outputs.isLoading)
    viewModel.inputs.viewDidLoad()
    fetcher.answer(.success(Data("<html>Server error</html>".utf8)))
    #expect(viewModel.outputs.errorMessage.value == "The playlist arrived damaged")
    #expect(
      loading.values == [true, false],
      """
      the spinner should stop when the bytes are damaged too: both failures end in the same \
      place, so one path after the parse handles them both
      """)
  }

  @Test("a refresh that succeeds after a failure shows its songs and clears the error")
  func recovery() {
    let viewModel = viewModel
    let errors = Recorder(viewModel.outputs.errorMessage)
    viewModel.inputs.viewDidLoad()
    fetcher.answer(.failure(.unreachable("offline")))
    viewModel.inputs.refresh()
    fetcher.answer(.success(Data(#"{"songs": [{"title": "Boléro", "artist": "Ravel"}]}"#.utf8)))
    #expect(errors.values == ["Couldn't reach the playlist: offline", nil])
    #expect(rows(viewModel.outputs.songs.value) == ["no cover | Boléro | by Ravel"])
  }
}
