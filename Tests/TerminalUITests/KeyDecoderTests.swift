import TerminalUI
import Testing

@Suite("Decoding the bytes a terminal sends into keys")
struct KeyDecoderTests {
  /// Decodes `text` as one chunk with a fresh decoder.
  func keys(_ text: String) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(Array(text.utf8))
  }

  @Test(
    "Each key has its bytes",
    arguments: [
      ("\u{1B}[A", Key.up), ("\u{1B}OA", .up), ("k", .up),
      ("\u{1B}[B", .down), ("\u{1B}OB", .down), ("j", .down),
      ("\r", .enter), ("\n", .enter), ("\u{1B}[C", .enter), ("\u{1B}OC", .enter), ("l", .enter),
      ("\u{1B}", .back), ("\u{1B}[D", .back), ("\u{1B}OD", .back), ("b", .back), ("h", .back),
      ("r", .refresh),
      ("q", .quit), ("\u{03}", .quit), ("\u{04}", .quit),
    ])
  func mapping(_ bytes: String, _ key: Key) {
    #expect(keys(bytes) == [key])
  }

  @Test(
    "Uppercase letters mean what lowercase ones do", arguments: ["K", "J", "L", "B", "H", "R", "Q"])
  func uppercase(_ letter: String) {
    #expect(keys(letter) == keys(letter.lowercased()))
    #expect(keys(letter).count == 1)
  }

  @Test("Several keys in one chunk come out in order")
  func several() {
    #expect(keys("jj\u{1B}[Ak\r") == [.down, .down, .up, .up, .enter])
  }

  @Test("CR LF is one Enter, not two")
  func crlf() {
    #expect(keys("\r\n") == [.enter])
    #expect(keys("\r\r") == [.enter, .enter])
  }

  @Test(
    "A sequence the decoder does not know is skipped whole, never read in part",
    arguments: [
      "\u{1B}[1;5A",  // Ctrl+↑ must not be ↑
      "\u{1B}[3~",  // Delete
      "\u{1B}[200~",  // start of a bracketed paste
      "\u{1B}OP",  // F1
      "\u{1B}[<0;10;5M",  // a mouse click
    ])
  func unknownSequences(_ sequence: String) {
    #expect(keys(sequence) == [])
    #expect(keys(sequence + "k") == [.up])
  }

  @Test("ESC before an ordinary letter is Alt+letter, which is not a key")
  func altChord() {
    #expect(keys("\u{1B}q") == [])
    #expect(keys("\u{1B}q" + "q") == [.quit])
  }

  @Test("ESC only means Esc when it ends the chunk, or another ESC follows")
  func loneEscape() {
    #expect(keys("j\u{1B}") == [.down, .back])
    #expect(keys("\u{1B}\u{1B}[A") == [.back, .up])
  }

  @Test("A sequence split across two reads is finished by the second")
  func splitSequence() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B, UInt8(ascii: "[")]) == [])
    #expect(decoder.decode([UInt8(ascii: "A"), UInt8(ascii: "j")]) == [.up, .down])
    #expect(decoder.decode([0x1B, UInt8(ascii: "["), UInt8(ascii: "1"), UInt8(ascii: ";")]) == [])
    #expect(decoder.decode([UInt8(ascii: "5"), UInt8(ascii: "A")]) == [])
  }

  @Test("A control byte inside a broken sequence still counts: Ctrl-C always quits")
  func brokenSequence() {
    #expect(keys("\u{1B}[1\u{03}") == [.quit])
  }

  @Test(
    "Other bytes and UTF-8 characters are ignored",
    arguments: ["x", "é", "新闻", "🚀", " ", "\t", "\u{7F}"])
  func ignored(_ text: String) {
    #expect(keys(text) == [])
    #expect(keys(text + "q") == [.quit])
  }
}

@Suite("Decoding the presses that are not app keys, for the kit's controls")
struct KeyPressDecodingTests {
  func presses(_ text: String) -> [KeyPress] {
    var decoder = KeyDecoder()
    return decoder.decodePresses(Array(text.utf8))
  }

  @Test("Printable characters no app uses come through as they are")
  func characters() {
    #expect(
      presses(" .t1+-f?[") == [" ", ".", "t", "1", "+", "-", "f", "?", "["].map(KeyPress.character))
  }

  @Test("The apps' keys are still keys, in order among the others")
  func appKeysAmongOthers() {
    #expect(
      presses("j 5\u{1B}[Aq") == [
        .key(.down), .character(" "), .character("5"), .key(.up), .key(.quit),
      ])
  }

  @Test("Page Up and Page Down are the apps' page keys; other numbered sequences stay skipped")
  func pages() {
    #expect(presses("\u{1B}[5~\u{1B}[6~") == [.key(.pageUp), .key(.pageDown)])
    #expect(presses("\u{1B}[3~\u{1B}[15~\u{1B}[200~") == [])
  }

  @Test("Home and End are presses, in each form terminals send them")
  func homeAndEnd() {
    #expect(presses("\u{1B}[H\u{1B}OH\u{1B}[1~\u{1B}[7~") == Array(repeating: .home, count: 4))
    #expect(presses("\u{1B}[F\u{1B}OF\u{1B}[4~\u{1B}[8~") == Array(repeating: .end, count: 4))
    #expect(presses("\u{1B}[1;5H\u{1B}[2~") == [], "Ctrl+Home and Insert are not keys of ours")
  }

  @Test(
    "Control bytes, DEL and UTF-8 are not presses", arguments: ["\t", "\u{7F}", "é", "新", "\u{01}"])
  func ignored(_ text: String) {
    #expect(presses(text) == [])
  }

  @Test("decode(_:) keeps only the apps' keys")
  func decodeKeepsKeys() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("t1j\u{1B}[H\u{1B}[6~ k".utf8)) == [.down, .pageDown, .up])
  }
}
