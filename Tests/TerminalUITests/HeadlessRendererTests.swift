import TerminalUI
import Testing

@MainActor
@Suite("Recording frames without a terminal")
struct HeadlessRendererTests {
  @Test("Before any render there are no frames")
  func empty() {
    let renderer = HeadlessRenderer()
    #expect(renderer.frames.isEmpty)
    #expect(renderer.lastFrame == nil)
    #expect(renderer.transcript.isEmpty)
  }

  @Test("Every frame is kept in order, identical ones too")
  func keepsFrames() {
    let renderer = HeadlessRenderer()
    let first = makeGrid(["Loading…"])
    let second = makeGrid(["新闻 🚀", "row two"])
    renderer.render(first)
    renderer.render(second)
    renderer.render(second)
    #expect(renderer.frames == [first, second, second])
    #expect(renderer.lastFrame == second)
  }

  @Test("The transcript is the plain text of each frame")
  func transcript() {
    let renderer = HeadlessRenderer()
    renderer.render(makeGrid(["Loading…", ""]))
    renderer.render(makeGrid(["新闻 🚀", "row two"]))
    #expect(renderer.transcript == ["Loading…\n", "新闻 🚀\nrow two"])
  }

  @Test("Styles are kept, though the transcript does not show them")
  func keepsStyles() {
    let renderer = HeadlessRenderer()
    var frame = CellGrid(size: Size(width: 5, height: 1))
    frame.draw("hi", x: 0, y: 0, style: .reverse)
    renderer.render(frame)
    #expect(renderer.lastFrame?.rows[0][0].style == .reverse)
    #expect(renderer.transcript == ["hi"])
  }
}
