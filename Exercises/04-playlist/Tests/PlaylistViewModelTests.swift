import ExerciseSupport
import Foundation
import Testing

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
    viewModel.load()
    #expect(fetcher.requestCount == 1, "load() should fetch with the fetcher it was given")
  }

  @Test("fetched songs are shown as display models, in order")
  func showsDisplayModels() {
    let viewModel = viewModel
    viewModel.load()
    fetcher.answer(.success(twoSongs))
    #expect(
      viewModel.songs.value == [
        SongDisplay(title: "Clair de lune", subtitle: "by Debussy", hasCover: true),
        SongDisplay(title: "Gymnopédie No. 1", subtitle: "by Satie", hasCover: false),
      ])
    #expect(viewModel.errorMessage.value == nil)
  }

  @Test("the playlist is loading from load() until the answer arrives")
  func loadingOverTime() {
    let viewModel = viewModel
    let loading = Recorder(viewModel.isLoading)
    viewModel.load()
    #expect(loading.values == [false, true])
    fetcher.answer(.success(twoSongs))
    #expect(loading.values == [false, true, false])
  }

  @Test("a failed fetch is an error message, and no songs")
  func fetchFailure() {
    let viewModel = viewModel
    let loading = Recorder(viewModel.isLoading)
    viewModel.load()
    fetcher.answer(.failure(.unreachable("the connection went away")))
    #expect(viewModel.errorMessage.value == "Couldn't reach the playlist: the connection went away")
    #expect(viewModel.songs.value.isEmpty)
    #expect(loading.last == false, "the spinner should stop after a failure too")
  }

  @Test("bytes that are not a playlist are an error message too")
  func parseFailure() {
    let viewModel = viewModel
    viewModel.load()
    fetcher.answer(.success(Data("<html>Server error</html>".utf8)))
    #expect(viewModel.errorMessage.value == "The playlist arrived damaged")
  }

  @Test("a load that succeeds after a failure clears the error")
  func recovery() {
    let viewModel = viewModel
    viewModel.load()
    fetcher.answer(.failure(.unreachable("offline")))
    viewModel.load()
    fetcher.answer(.success(twoSongs))
    #expect(viewModel.errorMessage.value == nil)
    #expect(viewModel.songs.value.count == 2)
  }
}
