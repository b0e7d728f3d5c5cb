import Foundation
import Observing
import Tracing

/// The top of the screen: holds the root controller's view, takes keys along the responder
/// chain, runs the updates its views ask for, and draws frames: `UIWindow`'s stand-in.
///
/// A window knows nothing of terminals. The app's run loop (interactive or scripted) feeds it
/// keys and a clock, and hands its canvases to a renderer.
@MainActor
open class Window: View {
  /// The scene the window is in.
  open weak var windowScene: WindowScene?
  /// The screen being shown. Setting it puts its view in the window.
  open var rootViewController: ViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      oldValue?.viewIfLoaded?.removeFromSuperview()
      if isKeyWindow { install(rootViewController) }
    }
  }
  /// Whether the window is shown and takes keys.
  open private(set) var isKeyWindow = false

  /// Whether someone asked to quit (the q key, or end of a script).
  public private(set) var isQuitRequested = false
  private let runLoop: (any ChangeDelivery)?
  private var pendingPass: CancellationToken?
  /// Whether a pass is laying views out now, and whether a view asked for layout meanwhile.
  private var isLayingOut = false
  private var isLayoutRequested = false

  /// A window in `windowScene`, as big as its screen.
  public init(windowScene: WindowScene) {
    self.windowScene = windowScene
    runLoop = windowScene.runLoop
    let size = windowScene.screenSize
    super.init(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
    windowScene.attach(self)
  }

  /// A window with no scene, which updates only when it draws.
  override public init(frame: CGRect) {
    runLoop = nil
    super.init(frame: frame)
  }

  /// Nothing is decoded here; see `View.init(coder:)`.
  public required init?(coder: NSCoder) { nil }

  /// The screen's size; the next frame is laid out for it.
  public var size: Size {
    get { Rect(frame).size }
    set { frame = CGRect(x: 0, y: 0, width: newValue.width, height: newValue.height) }
  }

  /// q quits.
  override open var keyCommands: [KeyCommand]? { [quitCommand] }
  private lazy var quitCommand = KeyCommand(title: "quit", action: Window.quit, input: "q")

  private func quit() { isQuitRequested = true }

  /// Shows the window: loads the root screen and tells it that it appears.
  open func makeKeyAndVisible() {
    guard !isKeyWindow else { return }
    isKeyWindow = true
    install(rootViewController)
  }

  /// Puts `root`'s view in the window and draws it a first time: until then there is no screen
  /// to show, only one being built, which a trace hears (`updatingScreen`).
  private func install(_ root: ViewController?) {
    guard let root else { return }
    MessageTrace.updatingScreen {
      insertSubview(root.view, at: 0)
      root.beginAppearance(animated: false)
      prepareFrame()
      root.endAppearance(animated: false)
    }
  }

  // MARK: What the app's shell calls

  /// A window of `size` showing `rootViewController`, already key: for tests and tools that show
  /// a screen without an app's scene. With `runLoop`, the updates its views ask for run there,
  /// as an app's do; without, they run before each key and each frame.
  public static func showing(
    _ rootViewController: ViewController, size: Size, runLoop: (any ChangeDelivery)? = nil
  ) -> Window {
    let window =
      runLoop.map { Window(windowScene: WindowScene(screenSize: size, runLoop: $0)) }
      ?? Window(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
    window.rootViewController = rootViewController
    window.makeKeyAndVisible()
    return window
  }

  /// Offers `key` along the responder chain. Returns whether anyone handled it.
  @discardableResult
  public func send(_ key: Key) -> Bool {
    prepareFrame()
    return offer(key.input)
  }

  /// Lays out and draws one frame at `time`.
  public func render(at time: Duration) -> CellGrid {
    var canvas = CellGrid(size: size)
    prepareFrame()
    render(in: &canvas, at: .zero, time: time)
    return canvas
  }

  /// The screen as it stands this instant, drawn without asking anyone for anything: views
  /// are placed, but a table shows only the cells it already has and asks its data source for
  /// none, and no view updates its properties. `UIView.snapshotView(afterScreenUpdates: false)`
  /// is the UIKit counterpart.
  ///
  /// For pictures taken while a message is passing (the kit's step mode): a data source asked
  /// for a cell would configure it and start a picture load, so a picture taken with `render`
  /// would change what happens next and the order of the messages it was meant to show.
  public func snapshot(at time: Duration) -> CellGrid {
    Snapshotting.$isActive.withValue(true) { render(at: time) }
  }

  /// Whether something on screen moves by itself (a spinner), so an
  /// interactive loop knows to keep drawing frames while nothing else happens.
  public var hasAnimations: Bool {
    visibleViewsFrontToBack.contains { ($0 as? ActivityIndicatorView)?.isAnimating == true }
  }

  /// Takes the screen away: the root is told it disappears and is let go, and the scene's
  /// delegate is told the scene is gone, so everything the app made can be released.
  public func close() {
    pendingPass = nil
    guard let root = rootViewController else { return }
    root.beginDisappearance(animated: false)
    root.endDisappearance(animated: false)
    root.viewIfLoaded?.removeFromSuperview()
    rootViewController = nil
    isKeyWindow = false
  }

  // MARK: Update passes

  /// Runs the property updates that are due, then lays everything out: what UIKit does once
  /// per turn of the run loop, done here before each key and each frame.
  ///
  /// Laying out may make views that want an update of their own (a table's new cells, which
  /// read their view models there), so the two alternate until nothing is due, as UIKit's
  /// update cycle does; a few rounds always suffice.
  ///
  /// Until it ends, the screen is half-drawn, which a trace hears (`updatingScreen`).
  ///
  /// A view that asks for layout while it is laid out — a scroll view whose content now scrolls,
  /// and so answers keys, which the navigation bar laid out before it lists — gets another
  /// round too, as UIKit lays out again the views marked during a layout pass.
  private func prepareFrame() {
    pendingPass = nil
    MessageTrace.updatingScreen {
      if let root = rootViewController?.viewIfLoaded { root.frame = bounds }
      for _ in 0..<Self.maximumUpdateRounds {
        updatePropertiesIfNeeded()
        isLayingOut = true
        isLayoutRequested = false
        layoutIfNeeded()
        isLayingOut = false
        guard !Snapshotting.isActive, hasPendingUpdates || isLayoutRequested else { break }
      }
    }
  }

  /// A view asked for layout: the pass laying out now lays out again, or one is scheduled.
  func layoutWasRequested() {
    if isLayingOut { isLayoutRequested = true } else { scheduleUpdatePass() }
  }

  /// More rounds than any screen needs: a view whose update always asks for another stops here.
  private static let maximumUpdateRounds = 4

  /// Asks the run loop for an update pass, once however often it is asked before it runs: a
  /// view's `setNeedsUpdateProperties()`, or a change Observation announced. The pass waits for
  /// the next turn, so it reads values after the change, not during it.
  func scheduleUpdatePass() {
    guard isKeyWindow, pendingPass == nil, let runLoop else { return }
    pendingPass = runLoop.schedule(after: .zero) { [weak self] in
      guard let self else { return }
      pendingPass = nil
      MessageTrace.updatingScreen { updatePropertiesIfNeeded() }
    }
  }
}

/// Whether the frame being drawn is a snapshot, during which views lay out only what they
/// already have. Task-local, so it covers exactly the call that takes the snapshot, however
/// deep inside other work that call is made.
enum Snapshotting {
  @TaskLocal static var isActive = false
}
