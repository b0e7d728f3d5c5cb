/// A picture the terminal can draw: a grid of grey levels. `UIImage`'s stand-in.
///
/// An app makes one from the bytes its image loader delivers with `Image(data:)`, as it would
/// with `UIImage(data:)` on iOS, so view models and presenters pass the bytes around and only
/// the view decodes them. The bytes are a binary PGM ("portable graymap", the simplest real
/// image format: a short text header, then one byte per pixel).
public struct Image: Equatable, Sendable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Row-major grey levels, `width * height` of them, from 0 (black) to 255 (white).
  public let pixels: [UInt8]

  /// Creates an image; a short `pixels` array is padded with black.
  public init(width: Int, height: Int, pixels: [UInt8]) {
    self.width = max(width, 0)
    self.height = max(height, 0)
    let count = self.width * self.height
    self.pixels =
      Array(pixels.prefix(count)) + Array(repeating: 0, count: max(0, count - pixels.count))
  }

  /// Decodes a binary PGM (`P5`, grey levels up to 255), or `nil` when `data` is not one.
  /// The bytes come from the network in a real app, so nothing in them is trusted: a header
  /// that lies about the size, or promises more pixels than there are, gives `nil`.
  public init?<Bytes: Collection<UInt8>>(data: Bytes) {
    var reader = PGMReader(Array(data))
    guard reader.readMagic(), let width = reader.readNumber(), let height = reader.readNumber(),
      let maxValue = reader.readNumber(), (1...255).contains(maxValue), reader.readSeparator()
    else { return nil }
    let (count, overflow) = width.multipliedReportingOverflow(by: height)
    guard width > 0, height > 0, !overflow, let raster = reader.read(count) else { return nil }
    self.init(
      width: width, height: height,
      pixels: raster.map { UInt8(min(Int($0), maxValue) * 255 / maxValue) })
  }

  /// The grey level at a pixel.
  public func pixel(x: Int, y: Int) -> UInt8 { pixels[y * width + x] }
}

/// Reads a PGM header: "P5", then width, height and the largest grey level as decimal numbers
/// separated by white space (and `#` comments to the end of a line), then one white-space
/// byte, then the pixels.
private struct PGMReader {
  private let bytes: [UInt8]
  private var index = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  mutating func readMagic() -> Bool {
    guard bytes.starts(with: Array("P5".utf8)) else { return false }
    index = 2
    return true
  }

  /// The next number after white space and comments; `nil` past the end or at a non-digit.
  mutating func readNumber() -> Int? {
    skipSpaceAndComments()
    var value = 0
    var digits = 0
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      // Six digits are more than any picture here needs; more would only risk an overflow.
      guard digits < 6 else { return nil }
      value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
      digits += 1
      index += 1
    }
    return digits > 0 ? value : nil
  }

  /// The single white-space byte between the header and the pixels.
  mutating func readSeparator() -> Bool {
    guard index < bytes.count, Self.isSpace(bytes[index]) else { return false }
    index += 1
    return true
  }

  mutating func read(_ count: Int) -> ArraySlice<UInt8>? {
    guard bytes.count - index >= count else { return nil }
    defer { index += count }
    return bytes[index..<index + count]
  }

  private mutating func skipSpaceAndComments() {
    while index < bytes.count {
      if Self.isSpace(bytes[index]) {
        index += 1
      } else if bytes[index] == UInt8(ascii: "#") {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      } else {
        return
      }
    }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(byte)
  }
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

  override public func draw(in canvas: inout CellGrid, context: DrawContext) {
    guard let image, image.width > 0, image.height > 0 else {
      canvas.draw(placeholder, x: frame.x, y: frame.y, width: frame.width, style: .dim)
      return
    }
    // Nearest-neighbour scaling: the simplest resampling, and exact for the sizes used here.
    // Four blocks for 256 grey levels: the brighter the pixel, the more of the cell is lit.
    for row in 0..<frame.height {
      let line = (0..<frame.width).map { column in
        let level = image.pixel(
          x: column * image.width / frame.width, y: row * image.height / frame.height)
        return Self.blocks[Int(level) * Self.blocks.count / 256]
      }
      canvas.draw(line.joined(), x: frame.x, y: frame.y + row, width: frame.width, color: .cyan)
    }
  }
}
