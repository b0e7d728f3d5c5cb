import NewsCore
import Testing

@testable import MVPtoMVVMNews

/// With `--trace`, every state the view model emits is named in one short line:
/// that line is the lesson's evidence of the presenter → view model → state path.
@MainActor
@Suite("MVP→MVVM states name themselves in the trace")
struct TraceSummaryTests {
  @Test("List states: rows are counted, not listed; a failure carries its reason")
  func listStates() {
    typealias State = NewsListViewModel.State
    #expect(State.idle.summary == "idle")
    #expect(State.loading.summary == "loading")
    #expect(State.loaded([]).summary == "loaded(0 rows)")
    #expect(State.empty.summary == "empty")
    #expect(State.failed("offline").summary == "failed(offline)")
  }

  @Test("Detail pictures: one word each")
  func pictures() {
    typealias Picture = NewsDetailViewModel.Picture
    #expect(Picture.noImage.summary == "noImage")
    #expect(Picture.pending.summary == "pending")
    #expect(Picture.loaded(NewsImage(width: 1, height: 1, shades: [0])).summary == "loaded")
  }
}
