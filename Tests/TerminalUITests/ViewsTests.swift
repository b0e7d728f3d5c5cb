import Testing

@testable import TerminalUI

@MainActor
func draw(_ view: View, size: Size, time: Duration = .zero) -> [String] {
  var canvas = CellGrid(size: size)
  view.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
  view.layoutIfNeeded()
  view.render(in: &canvas, context: DrawContext(time: time))
  return (0..<size.height).map(canvas.line)
}

@MainActor
@Suite("Labels, images, spinners and messages")
struct ViewsTests {
  @Test("A one-line label cuts with … and never wraps")
  func labelCuts() {
    let label = Label("A headline that is far too long")
    #expect(draw(label, size: Size(width: 10, height: 2)) == ["A headlin…", ""])
  }

  @Test("A one-line label shows a newline as ␤ instead of dropping what follows")
  func labelKeepsTextAfterNewline() {
    let label = Label("Breaking\nnews")
    #expect(draw(label, size: Size(width: 20, height: 1)) == ["Breaking␤news"])
  }

  @Test("A multi-line label wraps by words and keeps paragraphs")
  func labelWraps() {
    let label = Label("One two three\n\nFour")
    label.numberOfLines = 0
    #expect(draw(label, size: Size(width: 8, height: 5)) == ["One two", "three", "", "Four", ""])
  }

  @Test("Labels align left, centre and right")
  func alignment() {
    let label = Label("abc")
    label.alignment = .center
    #expect(draw(label, size: Size(width: 7, height: 1)) == ["  abc"])
    label.alignment = .right
    #expect(draw(label, size: Size(width: 7, height: 1)) == ["    abc"])
  }

  @Test("An image view shows its placeholder, then the picture scaled to its frame")
  func imageView() {
    let view = ImageView(placeholder: "··")
    #expect(draw(view, size: Size(width: 2, height: 1)) == ["··"])
    view.image = Image(width: 2, height: 1, pixels: [0, 255])
    #expect(draw(view, size: Size(width: 4, height: 1)) == ["░░██"])
  }

  @Test("The spinner's glyph follows the clock, and a stopped spinner draws nothing")
  func spinner() {
    let spinner = ActivityIndicator()
    #expect(draw(spinner, size: Size(width: 1, height: 1)) == [""])
    spinner.startAnimating()
    let first = draw(spinner, size: Size(width: 1, height: 1), time: .zero)
    let later = draw(spinner, size: Size(width: 1, height: 1), time: .milliseconds(100))
    let again = draw(spinner, size: Size(width: 1, height: 1), time: .seconds(1))
    #expect(first != later)
    #expect(first == again, "ten glyphs a second: the cycle repeats every second")
  }

  @Test("The error banner centres a warning, the reason and the hint")
  func errorBanner() {
    let banner = ErrorBanner(title: "Broken", message: "Because.", hint: "Press r")
    let lines = draw(banner, size: Size(width: 20, height: 7))
    #expect(lines[1] == "      ⚠ Broken")
    #expect(lines[3] == "      Because.")
    #expect(lines[5] == "      Press r")
  }

  @Test("A window reports animations only while a spinner turns on screen")
  func windowAnimations() {
    let screen = ViewController()
    let loading = LoadingView()
    screen.view.addSubview(loading)
    let window = Window(rootViewController: screen, size: Size(width: 20, height: 5))
    window.makeKeyAndVisible()
    #expect(!window.hasAnimations)
    loading.activityIndicator.startAnimating()
    #expect(window.hasAnimations)
    loading.isHidden = true
    #expect(!window.hasAnimations)
  }

  @Test("A stack lays views top to bottom with a blank row between, cutting the overflow")
  func stack() {
    let stack = StackView(arrangedSubviews: [Label("Title"), Label("Date"), Label("Body")])
    #expect(draw(stack, size: Size(width: 10, height: 4)) == ["Title", "", "Date", ""])
  }
}
