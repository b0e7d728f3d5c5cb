import Foundation
import Testing

@testable import TerminalUI

/// `view` laid out on a screen of `size` and drawn at `time`: one string a row.
@MainActor
func draw(_ view: View, size: Size, time: Duration = .zero) -> [String] {
  var canvas = CellGrid(size: size)
  view.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)
  view.layoutIfNeeded()
  view.render(in: &canvas, at: .zero, time: time)
  return (0..<size.height).map(canvas.line)
}

/// A label showing `text`, as a screen would make one.
@MainActor
func label(_ text: String) -> Label {
  let label = Label()
  label.text = text
  return label
}

@MainActor
@Suite("Labels, images, spinners, stacks and content-unavailable screens")
struct ViewsTests {
  @Test("A one-line label cuts with … and never wraps")
  func labelCuts() {
    #expect(
      draw(label("A headline that is far too long"), size: Size(width: 10, height: 2)) == [
        "A headlin…", "",
      ])
  }

  @Test("A one-line label shows a newline as ␤ instead of dropping what follows")
  func labelKeepsTextAfterNewline() {
    #expect(draw(label("Breaking\nnews"), size: Size(width: 20, height: 1)) == ["Breaking␤news"])
  }

  @Test("A multi-line label wraps by words and keeps paragraphs")
  func labelWraps() {
    let label = label("One two three\n\nFour")
    label.numberOfLines = 0
    #expect(draw(label, size: Size(width: 8, height: 5)) == ["One two", "three", "", "Four", ""])
  }

  @Test("Labels align left, centre and right, with UIKit's NSTextAlignment")
  func alignment() {
    let label = label("abc")
    label.textAlignment = .center
    #expect(draw(label, size: Size(width: 7, height: 1)) == ["  abc"])
    label.textAlignment = .right
    #expect(draw(label, size: Size(width: 7, height: 1)) == ["    abc"])
  }

  @Test("A headline font is bold and a secondary colour is faint: what a terminal shows of them")
  func fontsAndColours() {
    let label = label("Title")
    label.font = .preferredFont(forTextStyle: .headline)
    label.textColor = .secondaryLabel
    var canvas = CellGrid(size: Size(width: 5, height: 1))
    label.frame = CGRect(x: 0, y: 0, width: 5, height: 1)
    label.render(in: &canvas, at: .zero, time: .zero)
    #expect(canvas.rows[0][0].style == [.bold, .dim])
    label.font = .preferredFont(forTextStyle: .body)
    label.textColor = .systemRed
    label.render(in: &canvas, at: .zero, time: .zero)
    #expect(canvas.rows[0][0].style == [] && canvas.rows[0][0].color == .red)
  }

  @Test("An image view with no image draws nothing; with one, the picture scaled to its frame")
  func imageView() {
    let view = ImageView()
    #expect(draw(view, size: Size(width: 2, height: 1)) == [""])
    view.image = Image(width: 2, height: 1, pixels: [0, 255])
    #expect(draw(view, size: Size(width: 4, height: 1)) == ["░░██"])
  }

  @Test("The spinner's glyph follows the clock, and a stopped spinner draws nothing")
  func spinner() {
    let spinner = ActivityIndicatorView(style: .medium)
    #expect(draw(spinner, size: Size(width: 1, height: 1)) == [""])
    spinner.startAnimating()
    let first = draw(spinner, size: Size(width: 1, height: 1), time: .zero)
    let later = draw(spinner, size: Size(width: 1, height: 1), time: .milliseconds(100))
    let again = draw(spinner, size: Size(width: 1, height: 1), time: .seconds(1))
    #expect(first != later)
    #expect(first == again, "ten glyphs a second: the cycle repeats every second")
  }

  @Test("A view with no frame draws nothing: UIKit fills no view by itself")
  func noImplicitFill() {
    let parent = View()
    parent.addSubview(label("Hidden by having no size"))
    #expect(draw(parent, size: Size(width: 30, height: 1)) == [""])
  }

  @Test("A frame is in its superview's coordinates")
  func framesAreRelative() {
    let parent = View()
    let child = label("x")
    child.frame = CGRect(x: 2, y: 1, width: 1, height: 1)
    let middle = View(frame: CGRect(x: 1, y: 1, width: 5, height: 3))
    middle.addSubview(child)
    parent.addSubview(middle)
    #expect(draw(parent, size: Size(width: 5, height: 3)) == ["", "", "   x"])
    #expect(child.screenRect == Rect(x: 3, y: 2, width: 1, height: 1))
  }

  @Test("The loading screen is a spinner beside UIKit's words, on the middle row")
  func loadingConfiguration() {
    let view = ContentUnavailableConfiguration.loading().makeContentView()
    let lines = draw(view, size: Size(width: 20, height: 5), time: .zero)
    #expect(lines[2] == "     ⠋ Loading…")
    #expect(lines.enumerated().allSatisfy { $0.offset == 2 || $0.element.isEmpty })
  }

  @Test("An empty configuration centres its image and text, then the wrapped secondary text")
  func emptyConfiguration() {
    var configuration = ContentUnavailableConfiguration.empty()
    configuration.image = Image(systemName: "exclamationmark.triangle")
    configuration.imageProperties.tintColor = .systemRed
    configuration.text = "Broken"
    configuration.secondaryText = "Because.\n\nPress r"
    let lines = draw(configuration.makeContentView(), size: Size(width: 20, height: 7))
    #expect(lines == ["", "      ⚠ Broken", "", "      Because.", "", "      Press r", ""])
  }

  @Test(
    "A button is drawn [ title ] under the texts; Enter presses it, r too, and the bar names it once"
  )
  func contentUnavailableButton() {
    var pressed = 0
    var configuration = ContentUnavailableConfiguration.empty()
    configuration.text = "Broken"
    configuration.button = .filled()
    configuration.button.title = "Try again"
    configuration.buttonProperties.primaryAction = Action { _ in pressed += 1 }
    let screen = ViewController()
    let navigation = NavigationController(rootViewController: screen)
    let window = Window.showing(navigation, size: Size(width: 24, height: 9))
    screen.contentUnavailableConfiguration = configuration
    let lines = window.render(at: .zero).plainText.split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    #expect(lines[3] == "         Broken")
    #expect(lines[5] == "     [ Try again ]")
    #expect(lines.last == " ⏎ try again · q quit")
    window.send(.enter)
    window.send(.refresh)
    #expect(pressed == 2)
    configuration.buttonProperties.isEnabled = false
    screen.contentUnavailableConfiguration = configuration
    window.send(.enter)
    #expect(pressed == 2, "a disabled button takes no press")
  }

  @Test("A configuration without a button title shows no button and answers neither key")
  func noButtonNoKeys() {
    var configuration = ContentUnavailableConfiguration.empty()
    configuration.text = "Nothing"
    let screen = ViewController()
    let window = Window.showing(screen, size: Size(width: 20, height: 5))
    screen.contentUnavailableConfiguration = configuration
    #expect(!window.render(at: .zero).plainText.contains("["))
    #expect(!window.send(.enter) && !window.send(.refresh))
  }

  @Test("A list content view draws a row: picture, text, the secondary text on the right")
  func listContentRow() {
    var content = ListContentConfiguration.valueCell()
    content.image = Image(systemName: "photo")
    content.text = "A long headline that will not fit"
    content.secondaryText = "1 Dec 2026"
    #expect(
      draw(content.makeContentView(), size: Size(width: 40, height: 1)) == [
        "·· A long headline that wil…  1 Dec 2026"
      ])
    #expect(
      draw(content.makeContentView(), size: Size(width: 30, height: 1)) == [
        "·· A long headline that will …"
      ], "narrower than 40 columns, the secondary text makes room for the text")
  }

  @Test("A cell given a content configuration shows it instead of its labels, which are nil")
  func cellContentConfiguration() {
    let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
    cell.textLabel?.text = "Old"
    var content = cell.defaultContentConfiguration()
    content.text = "New"
    cell.contentConfiguration = content
    #expect(cell.textLabel == nil && cell.detailTextLabel == nil && cell.imageView == nil)
    #expect(draw(cell, size: Size(width: 20, height: 1)) == ["   New"])
    cell.contentConfiguration = nil
    #expect(cell.textLabel?.text == "Old")
  }

  @Test("A controller's content-unavailable view covers its view, which takes no keys meanwhile")
  func contentUnavailableCovers() {
    let screen = KeyCountingController()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
    window.rootViewController = screen
    window.makeKeyAndVisible()
    screen.contentUnavailableConfiguration = ContentUnavailableConfiguration.loading()
    #expect(window.render(at: .zero).plainText.contains("Loading…"))
    window.send(.up)
    #expect(screen.table.presses == 0, "the covered table took no key")
    window.send(.refresh)
    #expect(screen.refreshes == 1, "the controller itself still answers")
    screen.contentUnavailableConfiguration = nil
    #expect(!window.render(at: .zero).plainText.contains("Loading…"))
  }

  @Test("A content view supports its own kind of configuration by default, as in UIKit")
  func contentViewSupportsItsKind() {
    let screen = ViewController()
    screen.loadViewIfNeeded()
    screen.contentUnavailableConfiguration = Banner(text: "one")
    let banner = screen.shownContentUnavailableView
    screen.contentUnavailableConfiguration = Banner(text: "two")
    #expect(screen.shownContentUnavailableView === banner, "the banner view took the new banner")
    #expect((banner as? BannerView)?.banner.text == "two")
    screen.contentUnavailableConfiguration = ContentUnavailableConfiguration.loading()
    #expect(screen.shownContentUnavailableView is ContentUnavailableView)
  }

  @Test("A window reports animations only while a spinner turns on screen")
  func windowAnimations() {
    let screen = ViewController()
    let spinner = ActivityIndicatorView(style: .medium)
    spinner.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
    screen.view.addSubview(spinner)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
    window.rootViewController = screen
    window.makeKeyAndVisible()
    #expect(!window.hasAnimations)
    spinner.startAnimating()
    #expect(window.hasAnimations)
    spinner.isHidden = true
    #expect(!window.hasAnimations)
  }

  @Test("A stack is horizontal by default, as UIStackView is")
  func stackAcross() {
    let stack = StackView(arrangedSubviews: [label("ab"), label("cd")])
    stack.spacing = 1
    #expect(stack.axis == .horizontal)
    #expect(draw(stack, size: Size(width: 10, height: 1)) == ["ab cd"])
  }

  @Test("Down, a stack lays views top to bottom with its spacing, cutting the overflow")
  func stackDown() {
    let stack = StackView(arrangedSubviews: [label("Title"), label("Date"), label("Body")])
    stack.axis = .vertical
    stack.spacing = 1
    #expect(draw(stack, size: Size(width: 10, height: 4)) == ["Title", "", "Date", ""])
  }

  @Test("A hidden view in a stack takes no room")
  func stackSkipsHidden() {
    let hidden = label("Gone")
    hidden.isHidden = true
    let stack = StackView(arrangedSubviews: [label("A"), hidden, label("B")])
    stack.axis = .vertical
    #expect(draw(stack, size: Size(width: 5, height: 3)) == ["A", "B", ""])
  }
}

/// A configuration of a test's own, whose view leaves `supports(_:)` to the protocol.
struct Banner: ContentConfiguration {
  var text: String

  func makeContentView() -> any View & ContentView { BannerView(banner: self) }

  func updated(for state: any ConfigurationState) -> Banner { self }
}

/// Shows a `Banner`.
@MainActor
final class BannerView: View, ContentView {
  var banner: Banner
  var configuration: any ContentConfiguration {
    get { banner }
    set { banner = newValue as? Banner ?? banner }
  }

  init(banner: Banner) {
    self.banner = banner
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }
}

/// A screen whose view is a table that counts the keys it takes, and which answers r itself.
@MainActor
final class KeyCountingController: ViewController {
  let table = CountingTable(frame: .zero)
  private(set) var refreshes = 0

  override func loadView() { view = table }

  override func viewDidLoad() {
    super.viewDidLoad()
    addKeyCommand(KeyCommand(title: "refresh", action: KeyCountingController.refresh, input: "r"))
  }

  func refresh() { refreshes += 1 }

  /// A view that counts ↑.
  @MainActor
  final class CountingTable: View {
    private(set) var presses = 0
    override var keyCommands: [KeyCommand]? {
      [KeyCommand(title: "up", action: CountingTable.press, input: KeyCommand.inputUpArrow)]
    }
    func press() { presses += 1 }
  }
}
