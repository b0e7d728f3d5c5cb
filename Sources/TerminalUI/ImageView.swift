import Foundation

/// Shows an image scaled to its frame: `UIImageView`'s stand-in. With no image it draws
/// nothing; a symbol is drawn as its character at the top left.
@MainActor
open class ImageView: View {
  /// The picture; `nil` shows nothing.
  open var image: Image?

  private static let blocks = ["░", "▒", "▓", "█"]
  /// The size a picture is drawn at, in cells, when nothing else says: a picture of a few
  /// pixels would be too small to see at one pixel a cell.
  static let pictureSize = CGSize(width: 16, height: 4)

  /// Creates an image view showing `image`.
  public init(image: Image?) {
    self.image = image
    super.init(frame: .zero)
  }

  /// Creates an image view with no image.
  override public init(frame: CGRect) { super.init(frame: frame) }

  /// Nothing is decoded here; see `View.init(coder:)`.
  public required init?(coder: NSCoder) { nil }

  /// A symbol's size, or a picture's drawing size; nothing with no image.
  override open var intrinsicContentSize: CGSize {
    guard let image else { return CGSize(width: View.noIntrinsicMetric, height: 0) }
    return image.glyph == nil ? Self.pictureSize : image.size
  }

  /// Its intrinsic size, no wider than `size`.
  override open func sizeThatFits(_ size: CGSize) -> CGSize {
    let natural = intrinsicContentSize
    return CGSize(
      width: natural.width < 0 ? size.width : min(natural.width, size.width),
      height: natural.height)
  }

  override open func draw(in canvas: inout CellGrid, context: DrawContext) {
    let rect = context.rect
    guard let image else { return }
    if let glyph = image.glyph {
      canvas.draw(glyph, x: rect.x, y: rect.y, width: rect.width, style: .dim)
      return
    }
    guard image.width > 0, image.height > 0 else { return }
    // Nearest-neighbour scaling: the simplest resampling, and exact for the sizes used here.
    // Four blocks for 256 grey levels: the brighter the pixel, the more of the cell is lit.
    for row in 0..<rect.height {
      let line = (0..<rect.width).map { column in
        let level = image.pixel(
          x: column * image.width / rect.width, y: row * image.height / rect.height)
        return Self.blocks[Int(level) * Self.blocks.count / 256]
      }
      canvas.draw(line.joined(), x: rect.x, y: rect.y + row, width: rect.width, color: .cyan)
    }
  }
}
