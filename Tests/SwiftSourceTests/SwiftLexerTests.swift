import SwiftSource
import Testing

/// The tokens the lessons and the mutation runner read: strings whole, comments set aside, each
/// token where it is.
@Suite struct SwiftLexerTests {
  func texts(_ source: String) -> [String] { SwiftLexer.tokens(of: source).map(\.text) }

  @Test func aStringIsOneTokenWithItsInterpolations() {
    #expect(
      texts(#"let x = "a \("b" + f(")")) c" + y"#)
        == ["let", "x", "=", #""a \("b" + f(")")) c""#, "+", "y"])
  }

  @Test func commentsAreSetAside() {
    #expect(texts("a /* b /* nested */ c */ d // e\nf") == ["a", "d", "f"])
  }

  @Test func rawAndMultiLineStringsAreWhole() {
    #expect(
      texts(##"x = #"a "quoted" \(not)"# + 1"##) == [
        "x", "=", ##"#"a "quoted" \(not)"#"##, "+", "1",
      ])
    #expect(texts("x = \"\"\"\n  a \"b\"\n  \"\"\"\ny").count == 4)
  }

  @Test func aDotJoinsAnOperatorOnlyWhenItStartsOne() {
    #expect(
      texts("self?.view!.x; 0..<n") == [
        "self", "?", ".", "view", "!", ".", "x", ";", "0", "..<", "n",
      ])
  }

  @Test func aCompilerDirectiveIsItsWholeLine() {
    let tokens = SwiftLexer.tokens(of: "#if canImport(Glibc)\nimport Glibc\n#endif")
    #expect(tokens.map(\.kind) == [.directive, .word, .word, .directive])
    #expect(tokens[0].text == "#if canImport(Glibc)")
  }

  @Test func eachTokenKnowsItsLineColumnAndSpacing() {
    let tokens = SwiftLexer.tokens(of: "a == b\n  c<d")
    #expect(tokens.map(\.line) == [1, 1, 1, 2, 2, 2])
    #expect(tokens[3].column == 3)
    #expect(tokens[3].startsLine && !tokens[4].startsLine)
    #expect(tokens[1].spaceBefore && tokens[1].spaceAfter)
    #expect(!tokens[4].spaceBefore && !tokens[4].spaceAfter)
  }

  @Test func numbersKeepTheirDecimalsButNotARange() {
    #expect(
      texts("1.5 + 1_000 + 1e-3 + 1...2") == [
        "1.5", "+", "1_000", "+", "1e-3", "+", "1", "...", "2",
      ])
  }
}
