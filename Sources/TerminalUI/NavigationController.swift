import Foundation
import Observing
import Tracing

/// A stack of screens with a title bar and a bar of keys: `UINavigationController`'s stand-in.
///
/// Pushing shows a new screen over the old; back pops it, and a popped
/// controller is released unless someone else still holds it — which is what
/// the lifetime tests check. The bottom bar lists the keys the screen answers, from the key
/// commands' titles, as iPad's keyboard-shortcut overlay lists them.
@MainActor
open class NavigationController: ViewController {
  /// The screens, bottom first. Setting them replaces the stack without animation.
  open var viewControllers: [ViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  private var stack: [ViewController] = []
  private let titleLabel = Label(frame: .zero)
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

  /// ← pops the top screen, while there is one under it.
  override open var keyCommands: [KeyCommand]? {
    stack.count > 1 ? [backCommand] + (super.keyCommands ?? []) : super.keyCommands
  }

  private lazy var backCommand = KeyCommand(
    title: "back", action: NavigationController.popFromKey, input: KeyCommand.inputLeftArrow)

  override open func loadView() {
    titleLabel.font = .preferredFont(forTextStyle: .headline)
    for label in [keysLabel, topRule, bottomRule] { label.textColor = .secondaryLabel }
    let container = ContainerView(frame: .zero)
    container.navigationController = self
    view = container
    for subview in [titleLabel, topRule, bottomRule, keysLabel] { container.addSubview(subview) }
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
      covered?.beginDisappearance(animated: animated)
      stack.append(viewController)
      viewController.beginAppearance(animated: animated)
      covered?.endDisappearance(animated: animated)
      viewController.endAppearance(animated: animated)
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
    }
    viewIfLoaded?.setNeedsLayout()
  }

  private func pop(animated: Bool) -> ViewController? {
    MessageTrace.updatingScreen { popping(animated: animated) }
  }

  private func popping(animated: Bool) -> ViewController? {
    guard stack.count > 1, let popped = stack.popLast() else { return nil }
    popped.beginDisappearance(animated: animated)
    topViewController?.beginAppearance(animated: animated)
    if popped.isViewLoaded { popped.view.removeFromSuperview() }
    popped.navigationController = nil
    popped.endDisappearance(animated: animated)
    topViewController?.endAppearance(animated: animated)
    return popped
  }

  /// The back key, handled by the stack itself when the screen on top does not take it: not a
  /// message between two of the app's objects, so not traced.
  private func popFromKey() { _ = pop(animated: true) }

  override open func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    _ = topViewController?.view
    topViewController?.beginAppearance(animated: animated)
  }
  override open func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    topViewController?.endAppearance(animated: animated)
  }
  override open func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    topViewController?.beginDisappearance(animated: animated)
  }
  override open func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    topViewController?.endDisappearance(animated: animated)
  }

  /// Lays out the bars around the top screen's view; called by the container view.
  fileprivate func layoutBars(in container: ContainerView) {
    let bounds = Rect(container.bounds)
    let top = topViewController
    titleLabel.text = (stack.count > 1 ? "‹ " : "") + (top?.title ?? "")
    let rule = String(repeating: "─", count: bounds.width)
    topRule.text = rule
    bottomRule.text = rule
    titleLabel.frame = CGRect(x: 1, y: 0, width: bounds.width - 2, height: 1)
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

/// The navigation controller's view: it asks its controller to arrange the bars.
@MainActor
private final class ContainerView: View {
  weak var navigationController: NavigationController?

  override func layoutSubviews() {
    super.layoutSubviews()
    navigationController?.layoutBars(in: self)
  }
}
