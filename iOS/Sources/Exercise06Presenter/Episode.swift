// Made by `make ios` from Exercises/06-presenter/Solution/Episode.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation

/// One episode of the news app's daily podcast.
struct Episode: Equatable, Sendable {
  /// Which episode it is: two episodes may share a title.
  let id: String
  /// The episode's title.
  let title: String
  /// When it was published.
  let published: Date
  /// How long it lasts, in whole minutes.
  let minutes: Int
  /// What it is about, for the episode's screen.
  let summary: String
}

/// Why the episodes could not be loaded.
struct EpisodeLoadError: Error, Equatable, Sendable {
  /// The reason, in words for the screen.
  let reason: String
}

/// Loads the podcast's episodes, in whatever order the feed lists them. The app's version would
/// talk to a server; tests answer by hand, whenever they like.
@MainActor
protocol EpisodeService: AnyObject {
  /// Starts a load; `completion` runs once, later.
  func loadEpisodes(completion: @escaping @MainActor (Result<[Episode], EpisodeLoadError>) -> Void)
}
