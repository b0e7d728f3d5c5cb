import NewsCore
import TerminalUI

/// One telling of the news app. Each variant library has exactly one type
/// conforming to this, and that is all the shell, the executables and the
/// acceptance tests need to know about it.
@MainActor
public protocol NewsVariant {
  /// The executable's name: `mvc`, `mvvm`, `mvp` or `mvp-mvvm`.
  static var name: String { get }
  /// One line for `--help`: which architecture this is.
  static var summary: String { get }
  /// The app wired to `environment`: its first screen, and whatever must live as long as the
  /// window (a coordinator), as a scene delegate would keep it on iOS.
  static func makeScene(environment: NewsEnvironment) -> Scene
}
