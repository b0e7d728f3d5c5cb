import Foundation
import NewsCore
import TerminalUI

/// A run in a real terminal. (Stub until the terminal layer lands.)
@MainActor
enum InteractiveRun {
  static func run(
    _ variant: any NewsVariant.Type, options: LaunchOptions, fixture: Data, console: Console
  ) -> Int32 {
    0
  }
}
