// Made by `make ios` from Exercises/08-reusable-owner/Solution/PhotoRowViewModel.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Observing
import UIKit

/// One row of a photo list: its caption at once, its picture whenever the download finishes.
/// This file is finished; you do not need to change it.
@MainActor
final class PhotoRowViewModel {
  /// The text of the row.
  let caption: String
  /// The picture: `nil` until it arrives, which can be long after the row is shown.
  var picture: BindableValue<UIImage?> { pictureValue }

  private let pictureValue = MutableBindableValue<UIImage?>(nil)

  init(caption: String) { self.caption = caption }

  /// The download finished.
  func pictureDidArrive(_ image: UIImage) { pictureValue.value = image }
}
