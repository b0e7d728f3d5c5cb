import Foundation
import Testing

@testable import TerminalUI

/// A label of `count` lines, "line 1" to "line N", that wraps.
@MainActor
func numberedLines(_ count: Int) -> Label {
  let label = label((1...count).map { "line \($0)" }.joined(separator: "\n"))
  label.numberOfLines = 0
  return label
}

/// A scroll view holding `content`, pinned to the content guide and as wide as the frame
/// guide, as the story screen holds its stack.
@MainActor
func scrollView(holding content: View) -> ScrollView {
  let scrollView = ScrollView()
  content.translatesAutoresizingMaskIntoConstraints = false
  scrollView.addSubview(content)
  NSLayoutConstraint.activate([
    content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
    content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
    content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
    content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
    content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
  ])
  return scrollView
}

/// A screen whose view is `view`.
@MainActor
final class ScreenShowing: ViewController {
  private let shown: View

  init(_ view: View, title: String) {
    shown = view
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func loadView() { view = shown }
}

/// A window of 10x5 showing a screen whose view is `scrollView`.
@MainActor
func window(showing scrollView: ScrollView) -> Window {
  Window.showing(ScreenShowing(scrollView, title: "Story"), size: Size(width: 10, height: 5))
}

@MainActor
@Suite("Scroll views: offsets, clipping, backgrounds and the keys that scroll them")
struct ScrollViewTests {
  /// A screen of 10x6 with "behind" on every row, and `front` placed over rows 1 to 4.
  func screen(behind front: View, at frame: CGRect = CGRect(x: 1, y: 1, width: 8, height: 4))
    -> View
  {
    let screen = View()
    let behind = label(Array(repeating: "##########", count: 6).joined(separator: "\n"))
    behind.numberOfLines = 0
    screen.addSubview(behind)
    behind.frame = CGRect(x: 0, y: 0, width: 10, height: 6)
    screen.addSubview(front)
    front.frame = frame
    return screen
  }

  @Test("The content is drawn moved up by contentOffset and cut to the scroll view's frame")
  func offsetAndClipping() {
    let content = numberedLines(9)
    let scrollView = ScrollView()
    scrollView.addSubview(content)
    content.frame = CGRect(x: 0, y: 0, width: 8, height: 9)
    scrollView.contentOffset = CGPoint(x: 0, y: 3)
    #expect(
      draw(screen(behind: scrollView), size: Size(width: 10, height: 6)) == [
        "##########", "#line 4###", "#line 5###", "#line 6###", "#line 7###", "##########",
      ])
    #expect(scrollView.bounds == CGRect(x: 0, y: 3, width: 8, height: 4))
    #expect(content.screenRect == Rect(x: 1, y: -2, width: 8, height: 9))
  }

  @Test("A wide character the clip's edge cuts becomes spaces, never half a character")
  func clippedWideCharacter() {
    let content = label("新闻新闻")
    let scrollView = ScrollView()
    scrollView.addSubview(content)
    content.frame = CGRect(x: 0, y: 0, width: 8, height: 1)
    scrollView.contentOffset = CGPoint(x: 1, y: 0)
    let lines = draw(
      screen(behind: scrollView, at: CGRect(x: 1, y: 0, width: 4, height: 1)),
      size: Size(width: 10, height: 6))
    #expect(lines[0] == "# 闻 #####")
  }

  @Test("A view with a background hides what is behind it; without one, it shows through")
  func background() {
    let front = label("ab")
    #expect(draw(screen(behind: front), size: Size(width: 10, height: 6))[1] == "#ab#######")
    front.backgroundColor = .systemBackground
    #expect(
      draw(screen(behind: front), size: Size(width: 10, height: 6)) == [
        "##########", "#ab      #", "#        #", "#        #", "#        #", "##########",
      ])
  }

  @Test("↓ and ↑ scroll a line, Page Down and Page Up a screen less a line, within the content")
  func keys() {
    let scrollView = scrollView(holding: numberedLines(12))
    let window = window(showing: scrollView)
    func firstLine() -> String { window.render(at: .zero).line(0) }
    #expect(firstLine() == "line 1")
    #expect(window.send(.down))
    #expect(firstLine() == "line 2")
    window.send(.pageDown)
    #expect(firstLine() == "line 6", "a page is the height less a line")
    window.send(.pageDown)
    window.send(.pageDown)
    #expect(firstLine() == "line 8", "no further than the last line at the bottom")
    #expect(window.render(at: .zero).line(4) == "line 12")
    window.send(.pageUp)
    #expect(firstLine() == "line 4")
    window.send(.up)
    window.send(.pageUp)
    #expect(firstLine() == "line 1", "no further than the top")
    #expect(scrollView.contentOffset == .zero)
  }

  @Test("Content that fits answers no key: it goes on along the responder chain")
  func nothingToScroll() {
    let scrollView = scrollView(holding: numberedLines(5))
    let window = window(showing: scrollView)
    _ = window.render(at: .zero)
    #expect(scrollView.keyCommands == nil)
    #expect(!window.send(.down))
    #expect(!window.send(.pageDown))
    #expect(window.render(at: .zero).line(0) == "line 1")
  }

  @Test("Without allowsKeyboardScrolling the keys are not its")
  func keyboardScrollingOff() {
    let scrollView = scrollView(holding: numberedLines(12))
    scrollView.allowsKeyboardScrolling = false
    let window = window(showing: scrollView)
    #expect(!window.send(.down))
    #expect(scrollView.contentOffset == .zero)
  }

  @Test("The bar shows ↑↓ scroll from the first frame of a story that scrolls, and not otherwise")
  func keyBar() {
    let navigation = NavigationController(rootViewController: RecordingViewController("News"))
    let window = window(showing: navigation, size: Size(width: 30, height: 8))
    navigation.pushViewController(
      ScreenShowing(scrollView(holding: numberedLines(10)), title: "Story"), animated: true)
    #expect(window.render(at: .zero).line(7) == " ← back · ↑↓ scroll · q quit")
    navigation.popViewController(animated: true)
    let story = numberedLines(4)
    navigation.pushViewController(
      ScreenShowing(scrollView(holding: story), title: "Story"), animated: true)
    #expect(window.render(at: .zero).line(7) == " ← back · q quit")
    story.text = numberedLines(5).text
    #expect(
      window.render(at: .zero).line(7) == " ← back · ↑↓ scroll · q quit",
      "the frame in which the story grows lists the keys it now answers")
  }

  @Test("Page keys show as PgUp and PgDn in a bar that lists them")
  func pageKeySymbols() {
    let up = KeyCommand(
      title: "page", action: RecordingViewController.refresh, input: KeyCommand.inputPageUp)
    let down = KeyCommand(
      title: "page", action: RecordingViewController.refresh, input: KeyCommand.inputPageDown)
    #expect(NavigationController.keyBar([up, down]) == "PgUpPgDn page")
  }

  @Test("Content taller than two screens is measured two screens past what is shown")
  func measuredAhead() {
    let scrollView = scrollView(holding: numberedLines(1000))
    let window = window(showing: scrollView)
    _ = window.render(at: .zero)
    #expect(scrollView.contentSize == CGSize(width: 10, height: 10))
    window.send(.pageDown)
    _ = window.render(at: .zero)
    #expect(scrollView.contentOffset.y == 4)
    #expect(scrollView.contentSize == CGSize(width: 10, height: 14))
    for _ in 0..<300 { window.send(.pageDown) }
    #expect(window.render(at: .zero).line(4) == "line 1000", "the end is reached all the same")
  }
}
