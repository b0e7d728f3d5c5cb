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
    super.init()
    title = name
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
    let window = Window(
      rootViewController: NavigationController(rootViewController: root),
      size: Size(width: 40, height: 10))
    window.makeKeyAndVisible()
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

  @Test("The bars show the title (with ‹ when deeper) and the screen's hint")
  func bars() {
    let root = RecordingViewController("News")
    root.hint = "q quit"
    let navigation = NavigationController(rootViewController: root)
    let window = Window(rootViewController: navigation, size: Size(width: 20, height: 6))
    window.makeKeyAndVisible()
    var lines = window.render(at: .zero).plainText.split(separator: "\n").map(String.init)
    #expect(lines.first == " News")
    #expect(lines.last == " q quit")
    #expect(lines[1] == String(repeating: "─", count: 20))
    navigation.pushViewController(RecordingViewController("Story"), animated: true)
    lines = window.render(at: .zero).plainText.split(separator: "\n").map(String.init)
    #expect(lines.first == " ‹ Story")
  }

  @Test("Keys go to the top screen, then the navigation controller: back pops")
  func keyDispatch() {
    let root = RecordingViewController("A")
    root.addKeyCommand(.refresh, target: root, action: RecordingViewController.refresh)
    let navigation = NavigationController(rootViewController: root)
    let window = Window(rootViewController: navigation, size: Size(width: 20, height: 6))
    window.makeKeyAndVisible()
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

  @Test("Key commands hold their target weakly")
  func weakTarget() {
    let responder = Responder()
    do {
      let screen = RecordingViewController("A")
      responder.addKeyCommand(.refresh, target: screen, action: RecordingViewController.refresh)
    }
    #expect(!responder.handle(.refresh), "a released target handles nothing")
  }

  @Test("Closing the window releases the whole stack")
  func closeReleases() {
    weak var root: ViewController?
    let window: Window
    do {
      let screen = RecordingViewController("A")
      root = screen
      window = Window(
        rootViewController: NavigationController(rootViewController: screen),
        size: Size(width: 20, height: 6))
      window.makeKeyAndVisible()
    }
    window.close()
    #expect(root == nil)
    #expect(
      window.render(at: .zero).plainText.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
  }
}
