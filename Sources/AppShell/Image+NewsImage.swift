import NewsCore
import TerminalUI

extension Image {
  /// Turns the loader's picture into one the terminal can draw, as `UIImage(data:)` would.
  ///
  /// Every variant's cells and story screens need it, so it is written once, here in the
  /// shell they all import, rather than once per variant.
  public init(_ image: NewsImage) {
    self.init(width: image.width, height: image.height, shades: image.shades)
  }
}
