import NewsCore
import TerminalUI
import Tracing

/// One telling of the news app. Each variant library has exactly one type
/// conforming to this, and that is all the shell, the executables and the
/// acceptance tests need to know about it.
@MainActor
public protocol NewsVariant {
  /// The executable's name: `mvc`, `mvvm`, `mvp`, `mvp-mvvm` or `mvvm-observable`.
  static var name: String { get }
  /// One line for `--help`: which architecture this is.
  static var summary: String { get }
  /// The app's scene delegate, wired to `environment`: it builds the app when its scene
  /// connects, and keeps what must live as long as the window (a coordinator), as on iOS.
  static func makeSceneDelegate(environment: NewsEnvironment) -> any WindowSceneDelegate
  /// The scene delegate for `--trace`: the same objects, wired the same way, with a
  /// `MessageRelay` on each line between two of them that talk without a seam seeing it. Each
  /// telling's `Tracing.swift` makes it, so no other file of the telling mentions tracing.
  static func makeTracedSceneDelegate(environment: NewsEnvironment) -> any WindowSceneDelegate
  /// Puts cells that keep the bindings of the rows they showed before into `window`'s list —
  /// the reuse bug lesson 6 is about, to be seen with `--naive-cells` — and returns what must
  /// be kept for them; `nil` for a telling whose cells have no bindings to keep.
  static func installNaiveCells(in window: Window) -> AnyObject?
}

extension NewsVariant {
  /// By default the app itself: for an app whose every message passes through a seam.
  public static func makeTracedSceneDelegate(
    environment: NewsEnvironment
  ) -> any WindowSceneDelegate {
    makeSceneDelegate(environment: environment)
  }

  /// By default there are none.
  public static func installNaiveCells(in window: Window) -> AnyObject? { nil }
}
