/// Everything a variant needs from the outside world, handed in at start-up.
/// No variant reaches for a global: tests build their own environment.
@MainActor
public struct NewsEnvironment {
  /// Loads the news list.
  public var newsService: any NewsService
  /// Loads pictures.
  public var imageLoader: any ImageLoading
  /// The clock everything waits on.
  public var scheduler: any Scheduler
  /// Where the variant records its messages for `--trace`.
  public var trace: MessageTrace

  /// Creates an environment.
  public init(
    newsService: any NewsService, imageLoader: any ImageLoading, scheduler: any Scheduler,
    trace: MessageTrace = .disabled
  ) {
    self.newsService = newsService
    self.imageLoader = imageLoader
    self.scheduler = scheduler
    self.trace = trace
  }
}
