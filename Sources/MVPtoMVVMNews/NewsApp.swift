import AppShell
import NewsCore
import TerminalUI

/// Placeholder until the variant is written.
public enum MVPtoMVVMNewsApp: NewsVariant {
  public static let name = "mvp-mvvm"
  public static let summary = "placeholder"
  public static func makeRootViewController(environment: NewsEnvironment) -> ViewController {
    NavigationController(rootViewController: ViewController())
  }
}
