/// Something that shows a finished frame: the last step of a screen update,
/// like the compositor putting a window's layers on the display.
///
/// Views only ever draw into a `CellGrid`; whether that canvas becomes escape
/// codes on a terminal or a line of text in a test is the renderer's business,
/// so the same app runs interactively, in a script and under test.
@MainActor
public protocol Renderer: AnyObject {
  /// Shows `canvas`, which replaces whatever was shown before.
  func render(_ canvas: CellGrid)
}

/// A renderer that shows nothing and remembers every frame: for tests. (Scripted runs print
/// each window's canvas as plain text themselves; see `ScriptedRun`.)
///
/// Because it keeps whole canvases, a test can assert on exactly what a user
/// would have seen, styles included, without a terminal.
@MainActor
public final class HeadlessRenderer: Renderer {
  /// Every canvas rendered so far, oldest first.
  public private(set) var frames: [CellGrid] = []

  /// Creates a renderer with no frames.
  public init() {}

  /// Records `canvas` as the newest frame.
  public func render(_ canvas: CellGrid) {
    frames.append(canvas)
  }

  /// The most recent frame, or `nil` before the first render.
  public var lastFrame: CellGrid? { frames.last }

  /// The plain text of every frame, oldest first: what a transcript prints.
  public var transcript: [String] { frames.map(\.plainText) }
}
