import AppShell
import Foundation
import NewsCore
import Observing
import TerminalUI
import Tracing

/// One variant on the stage: its window, the trace its objects talk into, its mock news
/// source, what its objects said, and its screen as last drawn.
///
/// Everything that drives the app — a key, drawing, closing — runs with the pane's trace
/// current, so every seam the app passes through records into this pane's conversation, even
/// when work scheduled now runs later on the clock every pane shares.
@MainActor
final class StagePane {
  /// The variant's name: `mvc`, `mvvm`, …
  let name: String
  /// The app's scene, as iOS would connect it; `nil` until the pane starts.
  private var host: SceneHost?
  private let makeHost: @MainActor (_ beforeConnecting: (WindowScene) -> Void) -> SceneHost
  /// The scene, from the moment it is made: the window is there before the app has finished
  /// building it, and the start's messages are shown beside it.
  private var scene: WindowScene?
  /// The app's window, once its scene delegate has made it.
  var window: Window? { (scene?.delegate as? any WindowSceneDelegate)?.window }
  /// The trace this pane's objects record into.
  let trace: MessageTrace
  /// The mock news source, kept to change its delay and make a request fail.
  let fetcher: TimedMockNewsFetcher
  /// What this pane's objects said.
  var conversation = Conversation()
  /// The screen as last drawn: laid out, at the clock's time then.
  private(set) var screen: CellGrid
  private var isTakingSnapshot = false

  /// Makes `variant` on `scheduler`, the clock every pane shares, in a window of `size`.
  /// `onMessage` hears every message the app's objects send from then on, and
  /// `onScreenUpdate` when its screen begins and ends a change made in several steps; the
  /// messages sent while the app is made are kept under `start`.
  init(
    variant: any NewsVariant.Type, fixture: Data, delay: Duration,
    mode: TimedMockNewsFetcher.Mode, naiveCells: Bool = false, scheduler: ManualScheduler,
    size: Size,
    start: Conversation.Cause,
    onMessage: @escaping @MainActor (MessageTrace.Message) -> Void,
    onScreenUpdate: @escaping @MainActor (_ began: Bool) -> Void
  ) {
    name = variant.name
    let trace = MessageTrace()
    self.trace = trace
    let fetcher = TimedMockNewsFetcher(
      fixture: fixture, delay: delay, mode: mode, scheduler: scheduler)
    self.fetcher = fetcher
    makeHost = { beforeConnecting in
      SceneHost(
        variant: variant,
        environment: NewsEnvironment.mock(fetcher: fetcher, scheduler: scheduler), size: size,
        traced: true, naiveCells: naiveCells, beforeConnecting: beforeConnecting)
    }
    screen = CellGrid(size: size)
    // Messages sent while the app was being made came before anyone could hear them.
    for message in trace.drainMessages() { conversation.append(message, cause: start) }
    trace.onRecord = onMessage
    trace.onScreenUpdate = onScreenUpdate
  }

  /// Connects the app's scene: its delegate builds it and shows its first screen.
  func start() {
    host = trace.recording { makeHost { self.scene = $0 } }
  }

  /// Hands `key` to the app.
  func send(_ key: Key) {
    _ = trace.recording { window?.send(key) }
  }

  /// Lays the app out and draws it at `time`, as a run loop does after running due work.
  /// Laying out a table asks for cells, which may send messages and start work.
  func draw(at time: Duration) {
    guard let window else { return }
    screen = trace.recording { window.render(at: time) }
    // The conversation keeps every message through `onMessage`; the trace's own list is only
    // emptied, so it does not grow for as long as the kit runs.
    _ = trace.drainMessages()
  }

  /// The screen as it stands this instant, for a message passing now. Asks the app for
  /// nothing (see `Window.snapshot`), so taking it cannot change what the app does next.
  func snapshot(at time: Duration) -> CellGrid {
    // A snapshot sends no messages; should one ever, it must not ask for another snapshot.
    guard !isTakingSnapshot else { return screen }
    isTakingSnapshot = true
    defer { isTakingSnapshot = false }
    // A pane that has not started yet shows what it showed: nothing.
    return window?.snapshot(at: time) ?? screen
  }

  /// Takes the app off screen, as quitting does, so its objects can be released.
  func close() {
    trace.recording { host?.disconnect() }
  }
}
