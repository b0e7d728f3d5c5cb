import Foundation
import Observation
import Observing
import Tracing

/// Owns one screen's view and answers its lifecycle: `UIViewController`'s stand-in.
///
/// The view is made lazily, on first use, by `loadView()`; `viewDidLoad()` follows once. The
/// appearance calls come from whoever shows the screen — the window or a navigation controller
/// — in UIKit's order. An override of any of them calls `super`, as UIKit asks (but not of
/// `loadView()`, whose job is to set `view`).
@MainActor
open class ViewController: Responder {
  /// Shown in the navigation bar.
  open var title: String?
  /// The navigation controller showing this screen, if any.
  open internal(set) weak var navigationController: NavigationController?

  private var loadedView: View?
  private var addedKeyCommands: [KeyCommand] = []
  /// Whether `updateProperties()` is due; true until it first runs.
  private(set) var needsUpdateProperties = true
  /// Whether the update due was asked for by Observation, for the trace.
  private var isUpdateObserved = false
  /// The view drawn over `view` while `contentUnavailableConfiguration` is set.
  private var contentUnavailableView: (any View & ContentView)?

  /// Creates a controller; its view is not made yet. There are no nibs here: both arguments are
  /// accepted, as UIKit's designated initializer takes them, and must be `nil`.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    precondition(nibNameOrNil == nil, "a terminal app has no nibs to load")
    super.init()
  }

  /// Nothing is decoded here — a terminal app has no storyboards — so this returns `nil`. A
  /// subclass implements it as UIKit asks, usually with `fatalError`.
  public required init?(coder: NSCoder) {
    super.init()
    return nil
  }

  /// Creates a controller with no nib, as UIKit's `init()` does.
  override public convenience init() { self.init(nibName: nil, bundle: nil) }

  /// The screen's root view, made on first access.
  open var view: View! {
    get {
      if let loadedView { return loadedView }
      MessageTrace.speaking(as: self) { loadView() }
      let view = loadedView ?? View()
      loadedView = view
      view.viewController = self
      MessageTrace.speaking(as: self) { viewDidLoad() }
      return view
    }
    set {
      loadedView?.viewController = nil
      loadedView = newValue
      newValue?.viewController = self
    }
  }

  /// The view if it has been made, without making it.
  open var viewIfLoaded: View? { loadedView }

  /// Whether the view has been made.
  open var isViewLoaded: Bool { loadedView != nil }

  /// Makes the view. Override to set `view` to your own; the default is a plain `View`.
  open func loadView() { view = View() }

  /// Makes the view now if it is not made yet.
  open func loadViewIfNeeded() { _ = view }

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

  /// The view is about to lay out its subviews. Observation tracking, as in `layoutSubviews()`.
  open func viewWillLayoutSubviews() {}
  /// The view has laid out its subviews: the place to set the frames of views you added to it.
  open func viewDidLayoutSubviews() {}

  override open var next: Responder? { loadedView?.superview }

  // MARK: Keys

  override open var keyCommands: [KeyCommand]? { addedKeyCommands }

  /// Adds a key command this controller answers while its view is on screen.
  open func addKeyCommand(_ keyCommand: KeyCommand) {
    addedKeyCommands.append(keyCommand)
  }

  /// Removes a key command added with `addKeyCommand(_:)`.
  open func removeKeyCommand(_ keyCommand: KeyCommand) {
    addedKeyCommands.removeAll { $0 === keyCommand }
  }

  // MARK: Updating properties

  /// Sets the screen's content from the state it shows: iOS 26's place for it. Call `super`.
  /// UIKit calls it before the next layout after `setNeedsUpdateProperties()`; and every
  /// `@Observable` property read here is tracked, so a change to one calls it again.
  open func updateProperties() {}

  /// Asks for `updateProperties()` before the next layout. Several requests come as one.
  open func setNeedsUpdateProperties() {
    needsUpdateProperties = true
    loadedView?.window?.scheduleUpdatePass()
  }

  /// Runs the updates that are due in this controller and its view's subtree, now.
  open func updatePropertiesIfNeeded() {
    loadedView?.updatePropertiesIfNeeded()
  }

  /// Runs `updateProperties()` if it is due, tracking what it reads. Only once the view is
  /// loaded: the screen has nothing to update before.
  func runUpdatePropertiesIfNeeded() {
    guard needsUpdateProperties, isViewLoaded else { return }
    needsUpdateProperties = false
    if isUpdateObserved { View.traceObservedUpdate(of: self) }
    isUpdateObserved = false
    withObservationTracking {
      MessageTrace.updatingProperties(of: self) { updateProperties() }
    } onChange: { [weak self] in
      // Called on the thread about to make the change, before it is made: in the kit, always
      // the main actor. The update itself waits for the window's next pass.
      MainActor.assumeIsolated {
        self?.isUpdateObserved = true
        self?.setNeedsUpdateProperties()
      }
    }
  }

  // MARK: Content unavailable

  /// What to show instead of the screen's content — a spinner while it loads, a message when
  /// there is nothing or something failed — or `nil` to show the content. Drawn over `view`,
  /// which keeps its subviews but takes no keys while covered.
  public var contentUnavailableConfiguration: (any ContentConfiguration)? {
    didSet { setNeedsUpdateContentUnavailableConfiguration() }
  }

  /// Asks for the content-unavailable view to be brought up to date.
  open func setNeedsUpdateContentUnavailableConfiguration() {
    guard let loadedView else { return }
    guard let configuration = contentUnavailableConfiguration else {
      contentUnavailableView?.removeFromSuperview()
      contentUnavailableView = nil
      return
    }
    if let shown = contentUnavailableView, shown.supports(configuration) {
      shown.configuration = configuration
    } else {
      contentUnavailableView?.removeFromSuperview()
      contentUnavailableView = configuration.makeContentView()
    }
    if let contentUnavailableView, contentUnavailableView.superview !== loadedView {
      loadedView.addSubview(contentUnavailableView)
    }
  }

  /// The content-unavailable view, when one is shown.
  var shownContentUnavailableView: View? { contentUnavailableView }

  /// Keeps the content-unavailable view over the whole of `view`, in front of everything else.
  func layOutContentUnavailableView() {
    guard let loadedView, let contentUnavailableView else { return }
    loadedView.bringSubviewToFront(contentUnavailableView)
    contentUnavailableView.frame = loadedView.bounds
  }
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
