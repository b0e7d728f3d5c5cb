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
}

extension NewsVariant {
  /// By default the app itself: for an app whose every message passes through a seam.
  public static func makeTracedScene(environment: NewsEnvironment) -> Scene {
    makeScene(environment: environment)
  }

  /// The scene a run shows: traced or not, with the posts of `environment`'s notification
  /// center recorded when traced.
  package static func scene(environment: NewsEnvironment, traced: Bool) -> Scene {
    traced
      ? makeTracedScene(environment: environment.recordingPosts())
      : makeScene(environment: environment)
  }
}
