import Observing

/// The model of the story list: the titles, which arrive whenever the feed
/// has them — before the screen is shown, or long after.
///
/// A controller watches it with `observe(\.titles, options:)`, as with KVO on
/// iOS. There the model is an `NSObject` whose `titles` is `@objc dynamic`,
/// and the runtime announces each change. Foundation on Linux has no KVO, so
/// here the model announces them itself (`iOS/Sources/Exercise02MvcObserver`
/// has it as written on iOS).
@MainActor
final class StoryListModel: KeyValueObservable {
  let keyValueObservers = KeyValueObservers()

  /// The titles of the stories, top first.
  var titles: [String] = [] {
    willSet { willChangeValue(for: \.titles) }
    didSet { didChangeValue(for: \.titles) }
  }
}
