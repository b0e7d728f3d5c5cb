import Observing

/// Owns one screen's view and answers its lifecycle: `UIViewController`'s stand-in.
///
/// The view is made lazily, on first use, by `loadView()`; `viewDidLoad()` follows once. The
/// appearance calls come from whoever shows the screen — the window or a navigation controller
/// — in UIKit's order. An override of any of them calls `super`, as UIKit asks (but not of
/// `loadView()`, whose job is to set `view`).
@MainActor
open class ViewController: Responder {
  /// Shown in the navigation bar.
  public var title: String?
  /// Shown in the bottom bar: which keys do what on this screen. UIKit has no bar for this;
  /// an iOS screen shows its controls instead.
  public var hint: String?
  /// The navigation controller showing this screen, if any.
  public internal(set) weak var navigationController: NavigationController?

  private var loadedView: View?

  /// Creates a controller; its view is not made yet.
  override public init() { super.init() }

  /// The screen's root view, made on first access.
  public var view: View {
    get {
      if let loadedView { return loadedView }
      MessageTrace.speaking(as: self) { loadView() }
      let view = loadedView ?? View()
      loadedView = view
      MessageTrace.speaking(as: self) { viewDidLoad() }
      return view
    }
    set { loadedView = newValue }
  }

  /// Whether the view has been made.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Makes the view. Override to set `view` to your own; the default is a plain `View`.
  open func loadView() { view = View() }

  /// The view exists: add subviews, bind, start work.
  open func viewDidLoad() {}
  /// The screen is about to be shown. There is no animation in a terminal: `animated` says
  /// what a UIKit caller asked for, and nothing waits for it.
  open func viewWillAppear(_ animated: Bool) {}
  /// The screen is shown.
  open func viewDidAppear(_ animated: Bool) {}
  /// The screen is about to go away (covered, popped or closed).
  open func viewWillDisappear(_ animated: Bool) {}
  /// The screen has gone away.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Offers `key` along the responder chain until one handles it: the visible views
  /// front-most first, then this controller. A container controller puts its child first.
  func offer(_ key: Key) -> Bool { view.offer(key) || handle(key) }
}

/// The appearance calls, made as the controller's own code, so that what it starts in them is
/// traced as its doing.
extension ViewController {
  func beginAppearance(animated: Bool) {
    MessageTrace.speaking(as: self) { viewWillAppear(animated) }
  }
  func endAppearance(animated: Bool) {
    MessageTrace.speaking(as: self) { viewDidAppear(animated) }
  }
  func beginDisappearance(animated: Bool) {
    MessageTrace.speaking(as: self) { viewWillDisappear(animated) }
  }
  func endDisappearance(animated: Bool) {
    MessageTrace.speaking(as: self) { viewDidDisappear(animated) }
  }
}
