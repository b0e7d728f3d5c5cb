import Observing

/// The model of the story list: the titles, which arrive whenever the feed
/// has them — before the screen is shown, or long after.
///
/// It announces every change the way Foundation's KVO would on iOS, so a
/// controller can watch it with `observe(\.titles, options:)`.
@MainActor
final class StoryListModel: KeyValueObservable {
  let keyValueObservers = KeyValueObservers()

  /// The titles of the stories, top first.
  var titles: [String] = [] {
    willSet { willChangeValue(for: \.titles) }
    didSet { didChangeValue(for: \.titles) }
  }
}
