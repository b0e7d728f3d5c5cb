/// The top of the screen: holds the root controller, turns keys into actions
/// along the responder chain, and draws frames: `UIWindow`'s stand-in.
///
/// A window knows nothing of terminals. The app's run loop (interactive or
/// scripted) feeds it keys and a clock, and hands its canvases to a renderer.
@MainActor
public final class Window {
  /// The screen being shown; `nil` after `close()`.
  public var rootViewController: ViewController? { scene?.rootViewController }
  /// What the window shows and keeps; `nil` after `close()`.
  private var scene: Scene?
  /// The screen's size; the next frame is laid out for it.
  public var size: Size
  /// Whether someone asked to quit (the q key, or end of a script).
  public private(set) var isQuitRequested = false

  /// Creates a window showing `scene`; call `makeKeyAndVisible()` to start it.
  public init(scene: Scene, size: Size) {
    self.scene = scene
    self.size = size
  }

  /// Creates a window showing `rootViewController` and keeping nothing else.
  public convenience init(rootViewController: ViewController, size: Size) {
    self.init(scene: Scene(rootViewController: rootViewController), size: size)
  }

  /// Loads the root screen and tells it that it appears.
  public func makeKeyAndVisible() {
    guard let root = rootViewController else { return }
    root.view.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
    root.beginAppearance(animated: false)
    root.view.layoutIfNeeded()
    root.endAppearance(animated: false)
  }

  /// Offers `key` along the responder chain; `quit` ends the window.
  /// Returns whether anyone handled it.
  @discardableResult
  public func send(_ key: Key) -> Bool {
    if key == .quit {
      isQuitRequested = true
      return true
    }
    guard let root = rootViewController else { return false }
    root.view.layoutIfNeeded()
    return root.offer(key)
  }

  /// Lays out and draws one frame at `time`.
  public func render(at time: Duration) -> CellGrid {
    var canvas = CellGrid(size: size)
    guard let root = rootViewController else { return canvas }
    root.view.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
    root.view.layoutIfNeeded()
    root.view.render(in: &canvas, context: DrawContext(time: time))
    return canvas
  }

  /// The screen as it stands this instant, drawn without asking anyone for anything: views
  /// are placed, but a table shows only the cells it already has and asks its data source for
  /// none. `UIView.snapshotView(afterScreenUpdates: false)` is the UIKit counterpart.
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
    rootViewController?.view.visibleViewsFrontToBack.contains {
      ($0 as? ActivityIndicator)?.isAnimating == true
    } ?? false
  }

  /// Takes the screen away: the root is told it disappears and is let go,
  /// so everything it owned can be released.
  public func close() {
    guard let root = rootViewController else { return }
    root.beginDisappearance(animated: false)
    root.endDisappearance(animated: false)
    scene = nil
  }
}

/// Whether the frame being drawn is a snapshot, during which views lay out only what they
/// already have. Task-local, so it covers exactly the call that takes the snapshot, however
/// deep inside other work that call is made.
enum Snapshotting {
  @TaskLocal static var isActive = false
}
