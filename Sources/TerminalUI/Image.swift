import Foundation

/// A picture: `UIImage`'s stand-in — a grid of grey levels a terminal can draw, or a symbol.
///
/// An app makes one from the bytes its image loader delivers with `Image(data:)`, as it would
/// with `UIImage(data:)` on iOS, so view models and presenters pass the bytes around and only
/// the view decodes them. The bytes are a binary PGM ("portable graymap", the simplest real
/// image format: a short text header, then one byte per pixel) where iOS would read PNG or JPEG.
/// `Image(systemName:)` gives a symbol, as SF Symbols do on iOS, drawn as a character or two.
open class Image: NSObject, @unchecked Sendable {
  // Immutable after `init`, which is what makes sharing it across threads safe.

  /// Width in pixels (in cells, for a symbol).
  public let width: Int
  /// Height in pixels (in cells, for a symbol).
  public let height: Int
  /// Row-major grey levels, `width * height` of them, from 0 (black) to 255 (white); empty for
  /// a symbol.
  public let pixels: [UInt8]
  /// What a symbol draws, `nil` for a picture.
  let glyph: String?

  /// Creates an image; a short `pixels` array is padded with black.
  public convenience init(width: Int, height: Int, pixels: [UInt8]) {
    let count = max(width, 0) * max(height, 0)
    self.init(
      width: width, height: height,
      pixels: Array(pixels.prefix(count))
        + Array(repeating: 0, count: max(0, count - pixels.count)), glyph: nil)
  }

  private init(width: Int, height: Int, pixels: [UInt8], glyph: String?) {
    self.width = max(width, 0)
    self.height = max(height, 0)
    self.pixels = pixels
    self.glyph = glyph
    super.init()
  }

  /// Decodes a binary PGM (`P5`, grey levels up to 255), or `nil` when `data` is not one.
  /// The bytes come from the network in a real app, so nothing in them is trusted: a header
  /// that lies about the size, or promises more pixels than there are, gives `nil`.
  public convenience init?(data: Data) {
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

  /// The symbol named `systemName`, or `nil` for a name the terminal cannot draw. The names are
  /// SF Symbols': `photo` (a picture still to come) and `exclamationmark.triangle` (a warning).
  public convenience init?(systemName: String) {
    guard let glyph = Self.symbols[systemName] else { return nil }
    self.init(width: TerminalText.width(of: glyph), height: 1, pixels: [], glyph: glyph)
  }

  /// The symbols a terminal can draw, by SF Symbols name.
  private static let symbols = ["photo": "··", "exclamationmark.triangle": "⚠"]

  /// The image's size: in pixels, or in cells for a symbol.
  open var size: CGSize { CGSize(width: width, height: height) }

  /// The grey level at a pixel.
  open func pixel(x: Int, y: Int) -> UInt8 { pixels[y * width + x] }

  /// Two images are equal when they draw the same.
  override open func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? Image else { return false }
    return (width, height, pixels, glyph) == (other.width, other.height, other.pixels, other.glyph)
  }

  override open var hash: Int {
    var hasher = Hasher()
    hasher.combine(width)
    hasher.combine(height)
    hasher.combine(pixels)
    hasher.combine(glyph)
    return hasher.finalize()
  }
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
