import Observing
import TerminalUI

/// One row of a photo list: its caption at once, its picture whenever the download finishes.
/// This file is finished; you do not need to change it.
@MainActor
final class PhotoRowViewModel {
  /// The text of the row.
  let caption: String
  /// The picture: `nil` until it arrives, which can be long after the row is shown.
  var picture: BindableValue<Image?> { pictureValue }

  private let pictureValue = MutableBindableValue<Image?>(nil)

  init(caption: String) { self.caption = caption }

  /// The download finished.
  func pictureDidArrive(_ image: Image) { pictureValue.value = image }
}
