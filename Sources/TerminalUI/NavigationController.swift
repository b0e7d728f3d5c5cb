import Foundation
import Observing
import Tracing

/// Hears a navigation controller show its screens: `UINavigationControllerDelegate`. Its
/// methods are optional in UIKit; here each has a default that does nothing.
@MainActor
public protocol NavigationControllerDelegate: NSObjectProtocol {
  /// `viewController` is about to be shown: pushed, uncovered by a pop, or shown first.
  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool)
  /// `viewController` is shown: the one place that hears of every move, the back button's
  /// pops included, which UIKit makes without asking the app.
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool)
}

extension NavigationControllerDelegate {
  public func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {}
  public func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {}
}

/// A stack of screens with a title bar and a bar of keys: `UINavigationController`'s stand-in.
///
/// Pushing shows a new screen over the old; the bar's back button (←, Esc or b) pops it by
/// itself, as UIKit's does, without asking the app: the delegate hears of it afterwards. A
/// popped controller is released unless someone else still holds it — which is what the
/// lifetime tests check. The bottom bar lists the keys the screen answers, from the key
/// commands' titles, as iPad's keyboard-shortcut overlay lists them.
@MainActor
open class NavigationController: ViewController {
  /// Hears every screen the stack shows. Held weakly, as UIKit holds it.
  open weak var delegate: (any NavigationControllerDelegate)?

  /// The screens, bottom first. Setting them replaces the stack without animation.
  open var viewControllers: [ViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  private var stack: [ViewController] = []
  private let navigationBar = NavigationBar(frame: .zero)
  private let keysLabel = Label(frame: .zero)
  private let topRule = Label(frame: .zero)
  private let bottomRule = Label(frame: .zero)
  private weak var shownContent: View?

  /// Creates a stack with `rootViewController` at the bottom.
  public init(rootViewController: ViewController) {
    super.init(nibName: nil, bundle: nil)
    rootViewController.navigationController = self
    stack = [rootViewController]
  }

  /// Creates an empty stack.
  override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Nothing is decoded here; see `ViewController.init(coder:)`.
  public required init?(coder: NSCoder) { nil }

  /// The screen on top.
  open var topViewController: ViewController? { stack.last }

  /// The screen the reader sees: the one on top.
  open var visibleViewController: ViewController? { stack.last }

  override open func loadView() {
    for label in [keysLabel, topRule, bottomRule] { label.textColor = .secondaryLabel }
    let container = ContainerView(frame: .zero)
    container.navigationController = self
    navigationBar.navigationController = self
    view = container
    for subview in [topRule, bottomRule, keysLabel, navigationBar] { container.addSubview(subview) }
  }

  /// Shows `viewController` on top of the stack. There is no animation in a terminal:
  /// `animated` is passed on to the appearance calls and changes nothing else.
  open func pushViewController(_ viewController: ViewController, animated: Bool) {
    // Until the new screen has loaded and appeared, the screen is half-changed.
    MessageTrace.updatingScreen {
      MessageTrace.current?.record(
        "push(\(Participant(of: viewController)))", from: MessageTrace.caller,
        to: Participant(of: self))
      let covered = topViewController
      viewController.navigationController = self
      _ = viewController.view  // as in UIKit, viewDidLoad comes before viewWillAppear
      tellDelegate(willShow: viewController, animated: animated)
      covered?.beginDisappearance(animated: animated)
      stack.append(viewController)
      viewController.beginAppearance(animated: animated)
      covered?.endDisappearance(animated: animated)
      viewController.endAppearance(animated: animated)
      tellDelegate(didShow: viewController, animated: animated)
      viewIfLoaded?.setNeedsLayout()
    }
  }

  /// Removes the top screen, unless it is the last one; returns it.
  @discardableResult
  open func popViewController(animated: Bool) -> ViewController? {
    guard stack.count > 1 else { return nil }
    return MessageTrace.updatingScreen {
      MessageTrace.current?.record(
        "popViewController()", from: MessageTrace.caller,
        to: Participant(of: self))
      return pop(animated: animated)
    }
  }

  /// Replaces the stack. The screens that leave are told they disappear, the new top that it
  /// appears.
  open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
    let old = topViewController
    let new = viewControllers.last
    if old !== new, let new, isShown { tellDelegate(willShow: new, animated: animated) }
    if old !== new { old?.beginDisappearance(animated: animated) }
    for screen in stack where !viewControllers.contains(where: { $0 === screen }) {
      screen.navigationController = nil
    }
    stack = viewControllers
    for screen in stack { screen.navigationController = self }
    if old !== new {
      new?.beginAppearance(animated: animated)
      old?.endDisappearance(animated: animated)
      new?.endAppearance(animated: animated)
      if let new, isShown { tellDelegate(didShow: new, animated: animated) }
    }
    viewIfLoaded?.setNeedsLayout()
  }

  private func pop(animated: Bool) -> ViewController? {
    MessageTrace.updatingScreen { popping(animated: animated) }
  }

  private func popping(animated: Bool) -> ViewController? {
    guard stack.count > 1, let popped = stack.last else { return nil }
    let uncovered = stack[stack.count - 2]
    tellDelegate(willShow: uncovered, animated: animated)
    stack.removeLast()
    popped.beginDisappearance(animated: animated)
    uncovered.beginAppearance(animated: animated)
    if popped.isViewLoaded { popped.view.removeFromSuperview() }
    popped.navigationController = nil
    popped.endDisappearance(animated: animated)
    uncovered.endAppearance(animated: animated)
    tellDelegate(didShow: uncovered, animated: animated)
    return popped
  }

  /// The bar's back button: the stack pops by itself, asking no one, as UIKit's does. Not a
  /// message between two of the app's objects, so not traced; the delegate's calls are.
  fileprivate func popFromBackButton() { _ = pop(animated: true) }

  /// Whether the stack is on screen, so that showing a screen is news for the delegate.
  private var isShown = false

  private func tellDelegate(willShow viewController: ViewController, animated: Bool) {
    guard let delegate else { return }
    MessageTrace.deliver(
      "willShow(\(Participant(of: viewController)))", from: Participant(of: self),
      to: Participant(of: delegate)
    ) { delegate.navigationController(self, willShow: viewController, animated: animated) }
  }

  private func tellDelegate(didShow viewController: ViewController, animated: Bool) {
    guard let delegate else { return }
    MessageTrace.deliver(
      "didShow(\(Participant(of: viewController)))", from: Participant(of: self),
      to: Participant(of: delegate)
    ) { delegate.navigationController(self, didShow: viewController, animated: animated) }
  }

  override open func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    _ = topViewController?.view
    if let top = topViewController { tellDelegate(willShow: top, animated: animated) }
    topViewController?.beginAppearance(animated: animated)
  }
  override open func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    isShown = true
    topViewController?.endAppearance(animated: animated)
    if let top = topViewController { tellDelegate(didShow: top, animated: animated) }
  }
  override open func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    topViewController?.beginDisappearance(animated: animated)
  }
  override open func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    isShown = false
    topViewController?.endDisappearance(animated: animated)
  }

  /// Lays out the bars around the top screen's view; called by the container view.
  fileprivate func layoutBars(in container: ContainerView) {
    let bounds = Rect(container.bounds)
    let top = topViewController
    navigationBar.title = top?.title ?? ""
    navigationBar.showsBackButton = stack.count > 1
    let rule = String(repeating: "─", count: bounds.width)
    topRule.text = rule
    bottomRule.text = rule
    navigationBar.frame = CGRect(x: 1, y: 0, width: bounds.width - 2, height: 1)
    topRule.frame = CGRect(x: 0, y: 1, width: bounds.width, height: 1)
    bottomRule.frame = CGRect(x: 0, y: bounds.height - 2, width: bounds.width, height: 1)
    keysLabel.frame = CGRect(x: 1, y: bounds.height - 1, width: bounds.width - 2, height: 1)

    // Asking for a view that is not loaded loads it, which a snapshot must not do.
    if let top, top.isViewLoaded || !Snapshotting.isActive {
      let content = top.view!
      if shownContent !== content {
        shownContent?.removeFromSuperview()
        container.insertSubview(content, at: 0)
        shownContent = content
      }
      content.frame = CGRect(x: 1, y: 2, width: bounds.width - 2, height: bounds.height - 4)
    }
    keysLabel.text = Self.keyBar(container.reachableKeyCommands + windowKeyCommands(of: container))
  }

  /// The commands of the responders past the stack: the window's.
  private func windowKeyCommands(of container: View) -> [KeyCommand] {
    var commands: [KeyCommand] = []
    var responder = next
    while let current = responder {
      commands += current.keyCommands ?? []
      responder = current.next
    }
    return commands
  }

  /// "↑↓ move · ⏎ open · r refresh · q quit": each command's key and title, keys that share
  /// a title side by side.
  static func keyBar(_ commands: [KeyCommand]) -> String {
    var groups: [(keys: String, title: String)] = []
    for command in commands where !command.title.isEmpty {
      let title = command.discoverabilityTitle ?? command.title
      if let last = groups.last, last.title == title {
        groups[groups.count - 1].keys += command.keySymbol
      } else {
        groups.append((command.keySymbol, title))
      }
    }
    return groups.map { "\($0.keys) \($0.title)" }.joined(separator: " · ")
  }
}

/// The bar over the screens: the top screen's title and, over another screen, the back button,
/// which ←, Esc and b press. It is in front of the screen, so the back keys reach it first, as a
/// tap on UIKit's back button never reaches the screen.
@MainActor
private final class NavigationBar: View {
  weak var navigationController: NavigationController?
  var title = ""
  var showsBackButton = false
  private let titleLabel = Label(frame: .zero)

  override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.font = .preferredFont(forTextStyle: .headline)
    addSubview(titleLabel)
  }

  required init?(coder: NSCoder) { nil }

  override var keyCommands: [KeyCommand]? { showsBackButton ? [backCommand] : nil }
  private lazy var backCommand = KeyCommand(
    title: "back", action: NavigationBar.back, input: KeyCommand.inputLeftArrow)

  private func back() { navigationController?.popFromBackButton() }

  override func layoutSubviews() {
    super.layoutSubviews()
    titleLabel.text = (showsBackButton ? "‹ " : "") + title
    titleLabel.frame = bounds
  }
}

/// The navigation controller's view: it asks its controller to arrange the bars.
@MainActor
private final class ContainerView: View {
  weak var navigationController: NavigationController?

  override func layoutSubviews() {
    super.layoutSubviews()
    navigationController?.layoutBars(in: self)
  }
}
