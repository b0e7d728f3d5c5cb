import Foundation
import TerminalUI
import Testing

@testable import struct Exercise04Playlist.JSONSongParser
@testable import class Exercise04Playlist.PlaylistViewController
@testable import class Exercise04Playlist.PlaylistViewModel

/// What a listener sees: the screen drawn without a terminal, read line by line.
@MainActor
@Suite("The playlist on screen")
struct PlaylistScreenTests {
  private let fetcher = FakeSongFetcher()

  private func show() -> (Window, PlaylistViewController) {
    let viewModel = PlaylistViewModel(fetcher: fetcher, parser: JSONSongParser())
    let controller = PlaylistViewController(viewModel: viewModel)
    let window = Window.showing(controller, size: Size(width: 50, height: 4))
    window.makeKeyAndVisible()
    return (window, controller)
  }

  /// The screen's lines, without the cursor's mark and the space before what each row shows.
  private func lines(_ window: Window) -> [String] {
    window.render(at: .zero).plainText.split(separator: "\n").map {
      String($0.drop { $0 == "›" || $0 == " " })
    }.filter { !$0.isEmpty }
  }

  @Test("each song is a row: its cover when it has one, its title, and who it is by")
  func songsAppear() {
    let (window, controller) = show()
    fetcher.answer(.success(twoSongs))
    #expect(
      lines(window) == [
        "·· Clair de lune                      by Debussy",
        "Gymnopédie No. 1                     by Satie",
      ],
      "a row shows the song's title, \"by\" and its artist, and a cover only when it has one")
    withExtendedLifetime(controller) {}
  }

  @Test("a playlist that cannot be loaded says why, where the songs would be")
  func failureAppears() {
    let (window, controller) = show()
    fetcher.answer(.failure(.unreachable("offline")))
    #expect(lines(window) == ["Couldn't reach the playlist: offline"])
    withExtendedLifetime(controller) {}
  }
}
