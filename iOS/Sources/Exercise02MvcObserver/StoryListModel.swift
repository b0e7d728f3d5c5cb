// Made by `make ios` from Exercises/02-mvc-observer/Solution/StoryListModel.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import Observing

/// The model of the story list: the titles, which arrive whenever the feed
/// has them — before the screen is shown, or long after.
///
/// A controller watches it with `observe(\.titles, options:)`, as with KVO on
/// iOS. There the model is an `NSObject` whose `titles` is `@objc dynamic`,
/// and the runtime announces each change. Foundation on Linux has no KVO, so
/// here the model announces them itself (`iOS/Sources/Exercise02MvcObserver`
/// has it as written on iOS).
// ≠ key-value-observing
@MainActor
final class StoryListModel: NSObject {
  /// The titles of the stories, top first.
  // ≠ key-value-observing
  @objc dynamic var titles: [String] = []
}
