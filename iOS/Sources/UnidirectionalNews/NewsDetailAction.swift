// Made by `make ios` from Sources/UnidirectionalNews/NewsDetailAction.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation

/// What can happen to the story screen.
@available(iOS 26.0, *)
enum NewsDetailAction: Equatable {
  /// The screen's view loaded: time to fetch the picture.
  case screenLoaded
  /// The picture arrived.
  case pictureLoaded(Data)
}
