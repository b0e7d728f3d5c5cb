import TerminalUI
import Testing

/// An ANSI renderer whose output is collected, one string per write.
@MainActor
final class RecordingOutput {
  var writes: [String] = []
  lazy var renderer = ANSIRenderer(colorEnabled: colorEnabled) { [unowned self] in
    writes.append($0)
  }
  let colorEnabled: Bool

  init(colorEnabled: Bool = true) {
    self.colorEnabled = colorEnabled
  }
}

/// A canvas with one line of text per row.
func makeGrid(width: Int = 20, _ lines: [String]) -> CellGrid {
  var canvas = CellGrid(size: Size(width: width, height: lines.count))
  for (row, line) in lines.enumerated() {
    canvas.draw(line, x: 0, y: row)
  }
  return canvas
}

let esc = "\u{1B}"

@MainActor
@Suite("Drawing on a terminal with ANSI escape codes")
struct ANSIRendererTests {
  @Test("The first frame clears the screen and draws every row")
  func firstFrame() throws {
    let output = RecordingOutput()
    output.renderer.render(makeGrid(["one", "two", "three"]))
    let written = try #require(output.writes.first)
    #expect(output.writes.count == 1, "one write per frame, so the terminal never shows half")
    #expect(written.hasPrefix("\(esc)[0m\(esc)[H\(esc)[2J"))
    for (row, text) in ["one", "two", "three"].enumerated() {
      #expect(written.contains("\(esc)[\(row + 1);1H\(text)"))
    }
  }

  @Test("An identical frame writes nothing")
  func identicalFrame() {
    let output = RecordingOutput()
    output.renderer.render(makeGrid(["one", "two"]))
    output.renderer.render(makeGrid(["one", "two"]))
    #expect(output.writes.count == 1)
  }

  @Test("A frame with one changed row rewrites only that row")
  func oneChangedRow() throws {
    let output = RecordingOutput()
    output.renderer.render(makeGrid(["one", "two", "three"]))
    output.renderer.render(makeGrid(["one", "TWO", "three"]))
    let written = try #require(output.writes.last)
    #expect(output.writes.count == 2)
    #expect(written.hasPrefix("\(esc)[2;1HTWO"))
    #expect(!written.contains("\(esc)[1;1H"))
    #expect(!written.contains("\(esc)[3;1H"))
    #expect(!written.contains("\(esc)[2J"))
  }

  @Test("A new size, or invalidate(), redraws the whole screen")
  func fullRedraw() {
    let output = RecordingOutput()
    output.renderer.render(makeGrid(width: 20, ["one"]))
    output.renderer.render(makeGrid(width: 30, ["one"]))
    #expect(output.writes.count == 2)
    #expect(output.writes[1].contains("\(esc)[2J"))
    output.renderer.invalidate()
    output.renderer.render(makeGrid(width: 30, ["one"]))
    #expect(output.writes.count == 3)
    #expect(output.writes[2].contains("\(esc)[2J"))
  }

  @Test("Styles and colours become SGR codes, reset between changes and at the row's end")
  func styles() throws {
    let output = RecordingOutput(colorEnabled: true)
    var frame = CellGrid(size: Size(width: 10, height: 1))
    frame.draw("ab", x: 0, y: 0, style: .bold, color: .red)
    frame.draw("c", x: 2, y: 0, style: [.reverse, .dim])
    frame.draw("d", x: 3, y: 0, color: .gray)
    output.renderer.render(frame)
    let written = try #require(output.writes.first)
    let expected = [
      "\(esc)[0m\(esc)[1;31mab", "\(esc)[0m\(esc)[2;7mc",
      "\(esc)[0m\(esc)[90md", "\(esc)[0m",
    ]
    #expect(written.contains(expected.joined()))
  }

  @Test("Without colour there are no colour codes, but bold and reverse remain")
  func noColor() throws {
    let output = RecordingOutput(colorEnabled: false)
    var frame = CellGrid(size: Size(width: 10, height: 2))
    frame.draw("alert", x: 0, y: 0, style: .bold, color: .red)
    frame.draw("selected", x: 0, y: 1, style: .reverse, color: .cyan)
    output.renderer.render(frame)
    let written = try #require(output.writes.first)
    #expect(written.contains("\(esc)[1malert"))
    #expect(written.contains("\(esc)[7mselected"))
    for code in SGR.parameters(in: written) {
      #expect(!(30...37).contains(code) && !(90...97).contains(code), "colour code \(code)")
    }
  }

  @Test("The right half of a wide character is not written")
  func wideCharacters() throws {
    let output = RecordingOutput()
    output.renderer.render(makeGrid(width: 4, ["新闻"]))
    let written = try #require(output.writes.first)
    #expect(written.contains("\(esc)[1;1H新闻\(esc)[0m"))
  }

  /// Issue 26, finding 7: tmux 3.3a draws "👍🏽" in 4 cells, which the kit counts 2, and the
  /// rest of the row moved right until it wrapped.
  @Test("After a picture whose width terminals disagree on, the next cell's column is set")
  func disputedWidths() throws {
    let output = RecordingOutput()
    output.renderer.render(makeGrid(width: 10, ["👍🏽x", "❤️x", "🇯x", "新x", "e\u{301}x", "s🏽x"]))
    let written = try #require(output.writes.first)
    #expect(written.contains("\(esc)[1;1H👍🏽\(esc)[3Gx"))
    #expect(written.contains("\(esc)[2;1H❤️\(esc)[3Gx"))
    #expect(written.contains("\(esc)[3;1H🇯\(esc)[3Gx"))
    #expect(written.contains("\(esc)[4;1H新x"), "every terminal agrees on a wide character")
    #expect(written.contains("\(esc)[5;1He\u{301}x"), "and on an accent")
    #expect(written.contains("\(esc)[6;1Hs🏽x"), "and on a letter and a lone skin tone: 3")
  }

  @Test("Full screen turns automatic wrapping off, so no row can spill into the next")
  func noWrapping() {
    #expect(Terminal.fullScreenSequence.contains("\(esc)[?7l"))
    #expect(Terminal.restoreSequence.contains("\(esc)[?7h"))
  }

  @Test("Trailing blanks are erased with ESC[K, but a full row is not followed by it")
  func lastColumn() throws {
    let output = RecordingOutput()
    output.renderer.render(makeGrid(width: 5, ["ab", "abcde"]))
    let written = try #require(output.writes.first)
    #expect(written.contains("\(esc)[1;1Hab\(esc)[0m\(esc)[K"))
    #expect(written.hasSuffix("\(esc)[2;1Habcde\(esc)[0m"))
  }

  @Test("Hostile titles produce no escape sequence but the renderer's own")
  func hostileTitles() throws {
    let output = RecordingOutput()
    output.renderer.render(makeGrid(width: 120, Hostile.titles))
    output.renderer.render(makeGrid(width: 120, Hostile.titles.reversed()))
    let written = output.writes.joined()
    #expect(written.count > 0)
    #expect(SGR.onlyOwnSequences(in: written))
  }

  @Test("A control character put straight into a cell is dropped, keeping the columns")
  func controlInCell() throws {
    let output = RecordingOutput()
    var frame = CellGrid(size: Size(width: 3, height: 1))
    frame.fill(Rect(x: 0, y: 0, width: 3, height: 1), with: Cell("\u{1B}"))
    output.renderer.render(frame)
    let written = try #require(output.writes.first)
    #expect(SGR.onlyOwnSequences(in: written))
    #expect(written.hasSuffix("\(esc)[1;1H   \(esc)[0m"))
  }
}

/// Reading the escape sequences in renderer output.
enum SGR {
  /// The numbers inside every `ESC [ ... m` sequence.
  static func parameters(in output: String) -> [Int] {
    sequences(in: output).filter { $0.final == "m" }
      .flatMap { $0.parameters.split(separator: ";").compactMap { Int($0) } }
  }

  /// Whether every ESC starts one of the renderer's own sequences (CSI with
  /// digits, ";" or "?" and a final G, H, J, K or m), and no other control is present.
  static func onlyOwnSequences(in output: String) -> Bool {
    let scalars = Array(output.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\u{1B}" {
        guard index + 1 < scalars.count, scalars[index + 1] == "[" else { return false }
        index += 2
        while index < scalars.count, "0123456789;?".unicodeScalars.contains(scalars[index]) {
          index += 1
        }
        guard index < scalars.count, "GHJKm".unicodeScalars.contains(scalars[index]) else {
          return false
        }
      } else if Hostile.isDangerous(scalar) {
        return false
      }
      index += 1
    }
    return true
  }

  /// Every CSI sequence: its parameter text and its final character.
  private static func sequences(in output: String) -> [(parameters: String, final: Character)] {
    var result: [(String, Character)] = []
    var rest = Substring(output)
    while let start = rest.range(of: "\u{1B}[") {
      rest = rest[start.upperBound...]
      guard let end = rest.firstIndex(where: { $0.isLetter }) else { break }
      result.append((String(rest[..<end]), rest[end]))
      rest = rest[rest.index(after: end)...]
    }
    return result
  }
}
