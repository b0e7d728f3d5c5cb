// MVC: the model owns the data and its loading; the controller observes it
// through key paths (`observe(\.items)`), and hears about pictures through
// NotificationCenter. The views know nothing of the model.

import AppShell
import Foundation
import NewsCore
import TerminalUI

/// The news app told in classic, observer-driven MVC.
public enum MVCNewsApp: NewsVariant {
  public static let name = "mvc"
  public static let summary = "the news list in MVC, with a key-path-observing controller"

  public static func makeRootViewController(environment: NewsEnvironment) -> ViewController {
    let model = NewsListModel(service: environment.newsService, trace: environment.trace)
    let thumbnails = ThumbnailStore(
      imageLoader: environment.imageLoader, notificationCenter: NotificationCenter(),
      trace: environment.trace)
    let list = NewsListViewController(
      model: model, thumbnails: thumbnails, imageLoader: environment.imageLoader,
      trace: environment.trace)
    return NavigationController(rootViewController: list)
  }
}
