import TerminalUI
import Testing

@Suite("Drawing into a canvas")
struct CellGridTests {
  @Test("Text that does not fit is clipped with …")
  func clips() {
    var canvas = CellGrid(size: Size(width: 10, height: 1))
    let used = canvas.draw("hello world", x: 0, y: 0)
    #expect(canvas.line(0) == "hello wor…")
    #expect(used == 10)
  }

  @Test("Cropping keeps the top-left corner, and a canvas that fits is left as it is")
  func cropping() {
    var canvas = CellGrid(size: Size(width: 6, height: 3))
    canvas.draw("abcdef", x: 0, y: 0)
    canvas.draw("ghijkl", x: 0, y: 1)
    canvas.draw("mnopqr", x: 0, y: 2)
    let cropped = canvas.cropped(to: Size(width: 4, height: 2))
    #expect(cropped.size == Size(width: 4, height: 2))
    #expect(cropped.plainText == "abcd\nghij")
    #expect(canvas.cropped(to: Size(width: 10, height: 2)).plainText == "abcdef\nghijkl")
    #expect(canvas.cropped(to: Size(width: 6, height: 3)) == canvas)
  }

  @Test("A width limit clips before the edge, leaving the rest of the row alone")
  func widthLimit() {
    var canvas = CellGrid(size: Size(width: 10, height: 1))
    canvas.draw("hello world", x: 2, y: 0, width: 5)
    #expect(canvas.line(0) == "  hell…")
  }

  @Test("A wide character takes two cells, the second an empty continuation")
  func wideCharacters() {
    var canvas = CellGrid(size: Size(width: 6, height: 1))
    let used = canvas.draw("新闻", x: 0, y: 0)
    #expect(used == 4)
    #expect(canvas.rows[0].prefix(4).map(\.character) == ["新", "", "闻", ""])
    #expect(canvas.line(0) == "新闻")
  }

  @Test("A wide character that would straddle the edge is not drawn in half")
  func wideAtEdge() {
    var canvas = CellGrid(size: Size(width: 5, height: 1))
    canvas.draw("新闻新闻", x: 0, y: 0)
    #expect(canvas.line(0) == "新闻…")
  }

  @Test("Overwriting either half of a wide character turns the other half into a space")
  func repairsHalves() {
    var right = CellGrid(size: Size(width: 4, height: 1))
    right.draw("新闻", x: 0, y: 0)
    right.draw("a", x: 1, y: 0, width: 1)
    #expect(right.rows[0].map(\.character) == [" ", "a", "闻", ""])

    var left = CellGrid(size: Size(width: 4, height: 1))
    left.draw("新闻", x: 0, y: 0)
    left.draw("a", x: 2, y: 0, width: 1)
    #expect(left.rows[0].map(\.character) == ["新", "", "a", " "])
  }

  @Test("Plain text drops trailing blanks but keeps blank rows")
  func plainText() {
    var canvas = CellGrid(size: Size(width: 10, height: 3))
    canvas.draw("hi", x: 0, y: 0)
    canvas.draw("there", x: 2, y: 2)
    #expect(canvas.plainText == "hi\n\n  there")
  }

  @Test("Hostile text drawn on a canvas leaves no control character in any cell")
  func hostileText() {
    var canvas = CellGrid(size: Size(width: 200, height: Hostile.titles.count))
    for (row, title) in Hostile.titles.enumerated() {
      canvas.draw(title, x: 0, y: row)
    }
    for row in 0..<canvas.size.height {
      #expect(!canvas.line(row).unicodeScalars.contains(where: Hostile.isDangerous))
    }
    #expect(!canvas.plainText.contains("\u{1B}"))
    #expect(canvas.line(0).hasPrefix("␛[31mRed alert"))
  }
}
