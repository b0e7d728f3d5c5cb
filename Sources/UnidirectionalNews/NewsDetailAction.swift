import Foundation

/// What can happen to the story screen.
enum NewsDetailAction: Equatable {
  /// The screen's view loaded: time to fetch the picture.
  case screenLoaded
  /// The picture arrived.
  case pictureLoaded(Data)
}
