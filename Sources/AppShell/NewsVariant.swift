import NewsCore
import TerminalUI

/// One telling of the news app. Each variant library has exactly one type
/// conforming to this, and that is all the shell, the executables and the
/// acceptance tests need to know about it.
@MainActor
public protocol NewsVariant {
  /// The executable's name: `mvc`, `mvvm`, `mvp`, `mvp-mvvm` or `mvvm-observable`.
  static var name: String { get }
  /// One line for `--help`: which architecture this is.
  static var summary: String { get }
  /// The app wired to `environment`: its first screen, and whatever must live as long as the
  /// window (a coordinator), as a scene delegate would keep it on iOS.
  static func makeScene(environment: NewsEnvironment) -> Scene
  /// The app for `--trace`: the same objects, wired the same way, with a `MessageRelay` on each
  /// line between two of them that talk without a seam seeing it. Each telling's
  /// `Tracing.swift` makes it, so no other file of the telling mentions tracing.
  static func makeTracedScene(environment: NewsEnvironment) -> Scene
  /// `scene` with cells that keep the bindings of the rows they showed before — the reuse bug
  /// lesson 6 is about, to be seen with `--naive-cells` — or `nil` for a telling whose cells
  /// have no bindings to keep.
  static func withNaiveCells(_ scene: Scene) -> Scene?
}

extension NewsVariant {
  /// By default the app itself: for an app whose every message passes through a seam.
  public static func makeTracedScene(environment: NewsEnvironment) -> Scene {
    makeScene(environment: environment)
  }

  /// By default there are none.
  public static func withNaiveCells(_ scene: Scene) -> Scene? { nil }

  /// The scene a run shows: traced or not, with the posts of `environment`'s notification
  /// center recorded when traced, and with naive cells when asked (and the telling has them).
  package static func scene(
    environment: NewsEnvironment, traced: Bool, naiveCells: Bool = false
  ) -> Scene {
    let scene =
      traced
      ? makeTracedScene(environment: environment.recordingPosts())
      : makeScene(environment: environment)
    return naiveCells ? withNaiveCells(scene) ?? scene : scene
  }
}
