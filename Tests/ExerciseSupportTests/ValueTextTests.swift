import Foundation
import Testing

@testable import ExerciseSupport

/// A test's messages write values as the test writes them, without modules or `Optional(…)`.
@Suite struct ValueTextTests {
  struct Reason: Error, Equatable { let reason: String }
  struct Screen: Equatable {
    var isLiked = false
    var likes = 0
    var error: String?
  }
  enum Action: Equatable {
    case tapped
    case answer(Result<Int, Reason>)
    case send(liked: Bool)
    case both(Int, [String])
  }

  @Test func enumCasesAreWrittenWithADot() {
    #expect(ValueText.of(Action.tapped) == ".tapped")
    #expect(ValueText.of(Action.send(liked: true)) == ".send(liked: true)")
    #expect(ValueText.of(Action.both(1, ["a"])) == #".both(1, ["a"])"#)
  }

  @Test func nestedValuesLoseTheirModulesAndOptionals() {
    #expect(
      ValueText.of(Action.answer(.failure(Reason(reason: "Offline"))))
        == #".answer(.failure(Reason(reason: "Offline")))"#)
    #expect(
      ValueText.of(Screen(isLiked: true, likes: 3, error: "x"))
        == #"Screen(isLiked: true, likes: 3, error: "x")"#)
    #expect(ValueText.of(Screen()) == "Screen(isLiked: false, likes: 0, error: nil)")
  }

  @Test func aTypeThatSaysHowItReadsIsTakenAtItsWord() {
    let url = URL(string: "https://example.com/a.jpg")!
    #expect(ValueText.of(url) == "https://example.com/a.jpg")
    #expect(ValueText.of(Data(count: 41)) == "41 bytes")
  }

  @Test func differencesNameOnlyTheFieldsThatDiffer() {
    let expected = Screen(isLiked: true, likes: 11, error: "Offline")
    let actual = Screen(isLiked: false, likes: 11, error: nil)
    #expect(
      ValueText.differences(expected: expected, actual: actual) == [
        "isLiked: expected true, got false", #"error: expected "Offline", got nil"#,
      ])
    #expect(ValueText.differences(expected: 2, actual: 1) == ["expected 2, got 1"])
  }
}
