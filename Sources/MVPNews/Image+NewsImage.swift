import NewsCore
import TerminalUI

extension Image {
  /// Turns the loader's picture into one the terminal can draw, as `UIImage(data:)` would.
  init(_ image: NewsImage) {
    self.init(width: image.width, height: image.height, shades: image.shades)
  }
}
