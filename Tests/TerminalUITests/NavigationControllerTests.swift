import Foundation
import Testing

@testable import TerminalUI

/// A screen that writes down its lifecycle calls.
@MainActor
final class RecordingViewController: ViewController {
  let name: String
  var events: [String] = []

  init(_ name: String) {
    self.name = name
    super.init(nibName: nil, bundle: nil)
    title = name
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    events.append("didLoad")
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    events.append("willAppear")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    events.append("didAppear")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    events.append("willDisappear")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    events.append("didDisappear")
  }

  func refresh() { events.append("refresh") }
}

/// A window of `size` showing `root`.
@MainActor
func window(showing root: ViewController, size: Size) -> Window {
  let window = Window(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
  window.rootViewController = root
  window.makeKeyAndVisible()
  return window
}

/// Writes down what a navigation controller tells its delegate.
@MainActor
final class RecordingNavigationDelegate: NSObject, NavigationControllerDelegate {
  var events: [String] = []

  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {
    events.append("willShow \(viewController.title ?? "")")
  }

  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    events.append("didShow \(viewController.title ?? "")")
  }
}

@MainActor
@Suite("ViewController and NavigationController lifecycles")
struct NavigationControllerTests {
  @Test("The view loads lazily, once, and viewDidLoad follows")
  func lazyView() {
    let screen = RecordingViewController("A")
    #expect(!screen.isViewLoaded)
    _ = screen.view
    _ = screen.view
    #expect(screen.isViewLoaded)
    #expect(screen.events == ["didLoad"])
  }

  @Test("A window shows its root: appear calls in UIKit's order")
  func windowShowsRoot() {
    let root = RecordingViewController("A")
    _ = window(
      showing: NavigationController(rootViewController: root), size: Size(width: 40, height: 10))
    #expect(root.events == ["didLoad", "willAppear", "didAppear"])
  }

  @Test("Push covers the old screen; pop uncovers it and releases the popped one")
  func pushAndPop() {
    let root = RecordingViewController("A")
    let navigation = NavigationController(rootViewController: root)
    _ = navigation.view
    weak var pushed: RecordingViewController?
    do {
      let detail = RecordingViewController("B")
      pushed = detail
      navigation.pushViewController(detail, animated: true)
      #expect(detail.events == ["didLoad", "willAppear", "didAppear"])
      #expect(detail.navigationController === navigation)
    }
    #expect(root.events == ["willDisappear", "didDisappear"])
    root.events.removeAll()
    let popped = navigation.popViewController(animated: true) as? RecordingViewController
    #expect(popped?.events.suffix(2) == ["willDisappear", "didDisappear"])
    #expect(root.events == ["willAppear", "didAppear"])
    #expect(navigation.popViewController(animated: true) == nil, "the root is never popped")
    #expect(pushed === popped, "the popped controller is the one pushed")
  }

  @Test("A popped screen is released once nobody holds it")
  func poppedScreenIsReleased() {
    let navigation = NavigationController(rootViewController: RecordingViewController("A"))
    weak var pushed: ViewController?
    do {
      let detail = RecordingViewController("B")
      pushed = detail
      navigation.pushViewController(detail, animated: true)
    }
    #expect(pushed != nil)
    navigation.popViewController(animated: true)
    #expect(pushed == nil)
  }

  @Test("The bars show the title (with ‹ when deeper) and the keys the screen answers")
  func bars() {
    let root = RecordingViewController("News")
    root.addKeyCommand(
      KeyCommand(title: "refresh", action: RecordingViewController.refresh, input: "r"))
    let navigation = NavigationController(rootViewController: root)
    let window = window(showing: navigation, size: Size(width: 30, height: 6))
    var lines = window.render(at: .zero).plainText.split(separator: "\n").map(String.init)
    #expect(lines.first == " News")
    #expect(lines.last == " r refresh · q quit")
    #expect(lines[1] == String(repeating: "─", count: 30))
    navigation.pushViewController(RecordingViewController("Story"), animated: true)
    lines = window.render(at: .zero).plainText.split(separator: "\n").map(String.init)
    #expect(lines.first == " ‹ Story")
    #expect(lines.last == " ← back · q quit", "the covered screen's keys are out of reach")
  }

  @Test("Keys with the same title share them in the bar; the bar's back button comes first")
  func keyBarGrouping() {
    let up = KeyCommand(
      title: "move", action: RecordingViewController.refresh, input: KeyCommand.inputUpArrow)
    let down = KeyCommand(
      title: "move", action: RecordingViewController.refresh, input: KeyCommand.inputDownArrow)
    let open = KeyCommand(title: "open", action: RecordingViewController.refresh, input: "\r")
    #expect(NavigationController.keyBar([up, down, open]) == "↑↓ move · ⏎ open")
    let root = RecordingViewController("A")
    let navigation = NavigationController(rootViewController: root)
    let window = window(showing: navigation, size: Size(width: 30, height: 6))
    let story = RecordingViewController("B")
    story.addKeyCommand(
      KeyCommand(
        title: "close", action: RecordingViewController.refresh,
        input: KeyCommand.inputLeftArrow))
    navigation.pushViewController(story, animated: true)
    let lines = window.render(at: .zero).plainText.split(separator: "\n").map(String.init)
    #expect(lines.last == " ← back · q quit")
    window.send(.back)
    #expect(!story.events.contains("refresh"), "the back button never asks the screen, as in UIKit")
    #expect(navigation.viewControllers.count == 1, "the stack popped by itself")
  }

  @Test("The delegate hears every screen shown: the first, a push, the back button's pop")
  func delegateHearsEveryMove() {
    let delegate = RecordingNavigationDelegate()
    let root = RecordingViewController("A")
    let navigation = NavigationController(rootViewController: root)
    navigation.delegate = delegate
    let window = window(showing: navigation, size: Size(width: 30, height: 6))
    navigation.pushViewController(RecordingViewController("B"), animated: true)
    window.send(.back)
    #expect(
      delegate.events == [
        "willShow A", "didShow A", "willShow B", "didShow B", "willShow A", "didShow A",
      ])
    #expect(root.events.suffix(2) == ["willAppear", "didAppear"], "the list appeared again")
  }

  @Test("The navigation controller holds its delegate weakly")
  func weakDelegate() {
    let navigation = NavigationController(rootViewController: RecordingViewController("A"))
    do {
      let delegate = RecordingNavigationDelegate()
      navigation.delegate = delegate
    }
    #expect(navigation.delegate == nil)
  }

  @Test("Keys go to the top screen, then the navigation controller: back pops")
  func keyDispatch() {
    let root = RecordingViewController("A")
    root.addKeyCommand(
      KeyCommand(title: "refresh", action: RecordingViewController.refresh, input: "r"))
    let navigation = NavigationController(rootViewController: root)
    let window = window(showing: navigation, size: Size(width: 20, height: 6))
    #expect(window.send(.refresh))
    #expect(root.events.last == "refresh")
    navigation.pushViewController(RecordingViewController("B"), animated: true)
    #expect(!window.send(.refresh), "the covered screen does not hear keys")
    #expect(window.send(.back))
    #expect(navigation.viewControllers.count == 1)
    window.send(.back)
    #expect(navigation.viewControllers.count == 1, "back on the root does nothing")
    #expect(window.send(.quit))
    #expect(window.isQuitRequested)
  }

  @Test("A key command runs on the first responder of its action's type along the chain")
  func commandFindsItsTarget() {
    let root = RecordingViewController("A")
    let navigation = NavigationController(rootViewController: root)
    _ = window(showing: navigation, size: Size(width: 20, height: 6))
    let command = KeyCommand(title: "r", action: RecordingViewController.refresh, input: "r")
    #expect(command.run(from: root.view))
    #expect(root.events.last == "refresh", "from the screen's view, up to its controller")
    #expect(!command.run(from: navigation), "no RecordingViewController after the stack")
  }

  @Test("Closing the window releases the whole stack")
  func closeReleases() {
    weak var root: ViewController?
    let window: Window
    do {
      let screen = RecordingViewController("A")
      root = screen
      window = TerminalUITests.window(
        showing: NavigationController(rootViewController: screen), size: Size(width: 20, height: 6))
    }
    window.close()
    #expect(root == nil)
    #expect(
      window.render(at: .zero).plainText.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
  }
}
