import Foundation

/// Everything a variant needs from the outside world, handed in at start-up.
/// No variant reaches for a global: tests build their own environment.
@MainActor
public struct NewsEnvironment {
  /// Loads the news list.
  public var newsService: any NewsService
  /// Loads pictures.
  public var imageLoader: any ImageLoading
  /// The clock everything waits on.
  public var scheduler: any Scheduling
  /// Where broadcasts go: `NotificationCenter.default`'s stand-in, one per running app, so two
  /// apps side by side never hear each other.
  public var notificationCenter: NotificationCenter

  /// Creates an environment.
  public init(
    newsService: any NewsService, imageLoader: any ImageLoading, scheduler: any Scheduling,
    notificationCenter: NotificationCenter = NotificationCenter()
  ) {
    self.newsService = newsService
    self.imageLoader = imageLoader
    self.scheduler = scheduler
    self.notificationCenter = notificationCenter
  }
}
