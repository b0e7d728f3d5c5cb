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

  /// Shows `viewController` on top of the stack. There is no animation in a terminal:
  /// `animated` is passed on to the appearance calls and changes nothing else.
  public func pushViewController(_ viewController: ViewController, animated: Bool) {
    if let trace = MessageTrace.current {
      trace.record(
        "push(\(Participant(of: viewController)))",
        from: MessageTrace.caller, to: Participant(of: self))
      trace.onShow?(viewController)
    }
    let covered = topViewController
    viewController.navigationController = self
    _ = viewController.view  // as in UIKit, viewDidLoad comes before viewWillAppear
    covered?.beginDisappearance(animated: animated)
    viewControllers.append(viewController)
    viewController.beginAppearance(animated: animated)
    covered?.endDisappearance(animated: animated)
    viewController.endAppearance(animated: animated)
  }

  /// Removes the top screen, unless it is the last one; returns it.
  @discardableResult
  public func popViewController(animated: Bool) -> ViewController? {
    guard viewControllers.count > 1 else { return nil }
    MessageTrace.current?.record(
      "popViewController()", from: MessageTrace.caller,
      to: Participant(of: self))
    return pop(animated: animated)
  }

  private func pop(animated: Bool) -> ViewController? {
    guard viewControllers.count > 1, let popped = viewControllers.popLast() else { return nil }
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

  override public func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    _ = topViewController?.view
    topViewController?.beginAppearance(animated: animated)
  }
  override public func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    topViewController?.endAppearance(animated: animated)
  }
  override public func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    topViewController?.beginDisappearance(animated: animated)
  }
  override public func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    topViewController?.endDisappearance(animated: animated)
  }

  override func offer(_ key: Key) -> Bool {
    topViewController?.offer(key) == true || handle(key)
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
