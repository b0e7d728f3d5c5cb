import Foundation
import Testing

@testable import TerminalUI

/// `Image(data:)` is the kit's `UIImage(data:)`: bytes from a loader become a picture, and
/// bytes that are not a picture become nothing, never a crash.
@Suite("Image: decoding a binary PGM")
struct ImageTests {
  /// A PGM with `header` followed by `pixels`.
  func pgm(_ header: String, _ pixels: [UInt8]) -> Data { Data(Array(header.utf8) + pixels) }

  @Test("A well-formed picture decodes, grey levels scaled to 0…255")
  func decodes() throws {
    let image = try #require(Image(data: pgm("P5\n3 1\n3\n", [0, 1, 3])))
    #expect(image.width == 3 && image.height == 1)
    #expect(image.pixels == [0, 85, 255])
  }

  @Test("Comments and any white space may sit between the header's numbers")
  func commentsAndSpaces() throws {
    let image = try #require(Image(data: pgm("P5 # a comment\n 2\t1\r\n# another\n255 ", [7, 9])))
    #expect(image.pixels == [7, 9])
  }

  @Test("Levels above the declared maximum are clamped to white")
  func clampsLevels() throws {
    let image = try #require(Image(data: pgm("P5\n2 1\n3\n", [3, 200])))
    #expect(image.pixels == [255, 255])
  }

  @Test(
    "Bytes that are not a picture give nil",
    arguments: [
      ("", [UInt8]()), ("P2\n1 1\n3\n", [0]), ("P5\n1 1\n3\n", []), ("P5\n2 2\n3\n", [0, 1, 2]),
      ("P5\n0 1\n3\n", []), ("P5\n1 1\n0\n", [0]), ("P5\n1 1\n65535\n", [0, 0]),
      ("P5\n1 1\n3", []), ("P5\n99999999999 1\n3\n", [0]), ("P5\nx 1\n3\n", [0]),
    ])
  func rejects(header: String, pixels: [UInt8]) {
    #expect(Image(data: pgm(header, pixels)) == nil)
  }

  @Test("A header promising more pixels than any byte count could hold is turned away")
  func hugeDimensions() {
    #expect(Image(data: pgm("P5\n999999 999999\n255\n", [1, 2, 3])) == nil)
  }

  @Test("The image view draws brighter pixels with fuller blocks")
  @MainActor
  func drawsLevels() throws {
    let image = try #require(Image(data: pgm("P5\n4 1\n3\n", [0, 1, 2, 3])))
    let view = ImageView(image: image)
    #expect(draw(view, size: Size(width: 4, height: 1)) == ["░▒▓█"])
  }

  @Test("A symbol the terminal draws is a character or two; another name gives nil")
  @MainActor
  func symbols() throws {
    let photo = try #require(Image(systemName: "photo"))
    #expect(photo.size == CGSize(width: 2, height: 1))
    #expect(draw(ImageView(image: photo), size: Size(width: 4, height: 1)) == ["··"])
    #expect(Image(systemName: "no.such.symbol") == nil)
  }

  @Test("Two images are equal when they draw the same, as UIImage's isEqual compares content")
  func equality() {
    #expect(Image(width: 1, height: 1, pixels: [3]) == Image(width: 1, height: 1, pixels: [3]))
    #expect(Image(width: 1, height: 1, pixels: [3]) != Image(width: 1, height: 1, pixels: [4]))
    #expect(Image(systemName: "photo") != Image(width: 2, height: 1, pixels: []))
  }
}
