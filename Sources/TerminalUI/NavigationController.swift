import Observing

/// A stack of screens with a title bar and a hint bar: `UINavigationController`'s stand-in.
///
/// Pushing shows a new screen over the old; back pops it, and a popped
/// controller is released unless someone else still holds it — which is what
/// the lifetime tests check.
@MainActor
public final class NavigationController: ViewController {
  /// The screens, bottom first.
  public private(set) var viewControllers: [ViewController] = []

  private let titleLabel = Label(style: .bold)
  private let hintLabel = Label(style: .dim)
  private let topRule = Label(style: .dim)
  private let bottomRule = Label(style: .dim)
  private let container = ContainerView()
  private weak var shownContent: View?

  /// Creates a stack with `rootViewController` at the bottom.
  public init(rootViewController: ViewController) {
    super.init()
    rootViewController.navigationController = self
    viewControllers = [rootViewController]
    addKeyCommand(.back, target: self, action: NavigationController.popFromKey)
  }

  /// The screen on top.
  public var topViewController: ViewController? { viewControllers.last }

  override public func loadView() {
    container.navigationController = self
    view = container
    for subview in [titleLabel, topRule, bottomRule, hintLabel] { container.addSubview(subview) }
  }

  /// Shows `viewController` on top of the stack.
  ///
  /// `file` names the caller in `--trace`; leave it to its default.
  public func pushViewController(_ viewController: ViewController, file: String = #fileID) {
    MessageTrace.current?.record(
      "push(\(Participant(of: viewController)))", from: Participant(file: file),
      to: Participant(of: self))
    let covered = topViewController
    viewController.navigationController = self
    _ = viewController.view  // as in UIKit, viewDidLoad comes before viewWillAppear
    covered?.viewWillDisappear()
    viewControllers.append(viewController)
    viewController.viewWillAppear()
    covered?.viewDidDisappear()
    viewController.viewDidAppear()
  }

  /// Removes the top screen, unless it is the last one; returns it.
  ///
  /// `file` names the caller in `--trace`; leave it to its default.
  @discardableResult
  public func popViewController(file: String = #fileID) -> ViewController? {
    guard viewControllers.count > 1 else { return nil }
    MessageTrace.current?.record(
      "popViewController()", from: Participant(file: file), to: Participant(of: self))
    return pop()
  }

  private func pop() -> ViewController? {
    guard viewControllers.count > 1, let popped = viewControllers.popLast() else { return nil }
    popped.viewWillDisappear()
    topViewController?.viewWillAppear()
    if popped.isViewLoaded { popped.view.removeFromSuperview() }
    popped.navigationController = nil
    popped.viewDidDisappear()
    topViewController?.viewDidAppear()
    return popped
  }

  /// The back key, handled by the stack itself when the screen on top does not take it: not a
  /// message between two of the app's objects, so not traced.
  private func popFromKey() { _ = pop() }

  override public func viewWillAppear() {
    _ = topViewController?.view
    topViewController?.viewWillAppear()
  }
  override public func viewDidAppear() { topViewController?.viewDidAppear() }
  override public func viewWillDisappear() { topViewController?.viewWillDisappear() }
  override public func viewDidDisappear() { topViewController?.viewDidDisappear() }

  override public var responderChain: [Responder] {
    (topViewController?.responderChain ?? []) + [self]
  }

  /// Lays out the bars around the top screen's view; called by the container view.
  fileprivate func layoutBars(in frame: Rect) {
    let top = topViewController
    let depth = viewControllers.count
    titleLabel.text = (depth > 1 ? "‹ " : "") + (top?.title ?? "")
    hintLabel.text = top?.hint ?? ""
    let rule = String(repeating: "─", count: frame.width)
    topRule.text = rule
    bottomRule.text = rule
    titleLabel.frame = frame.slice(top: 0, height: 1).insetBy(columns: 1)
    topRule.frame = frame.slice(top: 1, height: 1)
    bottomRule.frame = frame.slice(top: frame.height - 2, height: 1)
    hintLabel.frame = frame.slice(top: frame.height - 1, height: 1).insetBy(columns: 1)

    // Asking for a view that is not loaded loads it, which a snapshot must not do.
    guard let top, top.isViewLoaded || !Snapshotting.isActive else { return }
    let content = top.view
    if shownContent !== content {
      shownContent?.removeFromSuperview()
      container.addSubview(content)
      shownContent = content
    }
    content.frame = frame.slice(top: 2, height: frame.height - 4).insetBy(columns: 1)
  }
}

/// The navigation controller's view: it asks its controller to arrange the bars.
@MainActor
private final class ContainerView: View {
  weak var navigationController: NavigationController?

  override func layoutSubviews() {
    navigationController?.layoutBars(in: frame)
  }
}
