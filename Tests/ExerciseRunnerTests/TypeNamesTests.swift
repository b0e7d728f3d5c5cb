import Testing

@testable import ExerciseRunner

/// Issue 35: a failure's values with their types written as a person writes them.
@Suite struct TypeNamesTests {
  @Test func modulesALearnerNeverWritesGo() {
    #expect(
      TypeNames.readable(
        "Exercise06PresenterTests.FakeEpisodeListView.Call.showLoading",
        dropping: ["Exercise06PresenterTests"]) == "FakeEpisodeListView.Call.showLoading")
    #expect(TypeNames.readable("Foundation.Date, Swift.Int") == "Date, Int")
  }

  @Test func theStandardLibrarysGenericTypesTakeTheirSugar() {
    #expect(
      TypeNames.readable(
        "Swift.Result<Swift.Array<M.Episode>, M.EpisodeLoadError>.success([])", dropping: ["M"])
        == "Result<[Episode], EpisodeLoadError>.success([])")
    #expect(
      TypeNames.readable("Swift.Dictionary<Swift.String, Swift.Optional<Swift.Int>>")
        == "[String: Int?]")
    #expect(TypeNames.readable("Optional<(Int) -> Void>") == "((Int) -> Void)?")
    #expect(TypeNames.readable("Array<Array<Int>>") == "[[Int]]")
  }

  @Test func stringsAndOtherNamesAreLeftAsTheyAre() {
    #expect(
      TypeNames.readable(#"M.Row(title: "Swift.Array<M.X> in a title", n: 1)"#, dropping: ["M"])
        == #"Row(title: "Swift.Array<M.X> in a title", n: 1)"#)
    #expect(TypeNames.readable("box.Swift.value, MyArray<Int>") == "box.Swift.value, MyArray<Int>")
  }
}
