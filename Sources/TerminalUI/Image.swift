/// A picture the terminal can draw: a grid of shades, 0 (light) to 3 (dark).
/// `UIImage`'s stand-in; the apps make one from the bytes their loader delivers.
public struct Image: Equatable, Sendable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Row-major shades, `width * height` of them.
  public let shades: [UInt8]

  /// Creates an image; a short `shades` array is padded with light pixels.
  public init(width: Int, height: Int, shades: [UInt8]) {
    self.width = max(width, 0)
    self.height = max(height, 0)
    let count = self.width * self.height
    self.shades =
      Array(shades.prefix(count)) + Array(repeating: 0, count: max(0, count - shades.count))
  }

  /// The shade at a pixel, clamped to 0...3.
  public func shade(x: Int, y: Int) -> UInt8 { min(shades[y * width + x], 3) }
}

/// Shows an image scaled to its frame, or a placeholder until there is one:
/// `UIImageView`'s stand-in.
@MainActor
public final class ImageView: View {
  /// The picture; `nil` shows the placeholder.
  public var image: Image?
  /// What to show while there is no image.
  public var placeholder: String
  /// The size the image is drawn at inside a stack; the placeholder takes one row.
  public var imageSize = Size(width: 16, height: 4)

  private static let blocks = ["░", "▒", "▓", "█"]

  /// Creates an image view.
  public init(image: Image? = nil, placeholder: String = "··") {
    self.image = image
    self.placeholder = placeholder
    super.init()
  }

  /// The room it wants in a stack: `imageSize` with an image, one row of placeholder without.
  override public func preferredSize(forWidth width: Int) -> Size {
    image == nil
      ? Size(width: width, height: 1)
      : Size(width: min(imageSize.width, width), height: imageSize.height)
  }

  override public func draw(in canvas: inout Canvas, context: DrawContext) {
    guard let image, image.width > 0, image.height > 0 else {
      canvas.draw(placeholder, x: frame.x, y: frame.y, width: frame.width, style: .dim)
      return
    }
    // Nearest-neighbour scaling: the simplest resampling, and exact for the sizes used here.
    for row in 0..<frame.height {
      let line = (0..<frame.width).map { column in
        Self.blocks[
          Int(
            image.shade(
              x: column * image.width / frame.width, y: row * image.height / frame.height))]
      }
      canvas.draw(line.joined(), x: frame.x, y: frame.y + row, width: frame.width, color: .cyan)
    }
  }
}
