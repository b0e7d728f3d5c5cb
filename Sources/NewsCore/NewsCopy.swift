/// The words the app shows, in one place, so every telling says exactly
/// the same thing and their screens can be compared byte for byte.
public enum NewsCopy {
  /// The list screen's title.
  public static let listTitle = "News"
  /// The detail screen's title.
  public static let detailTitle = "Story"
  /// Beside the spinner: the words of UIKit's own loading screen, which the apps show.
  public static let loading = "Loading…"
  /// The error screen's headline.
  public static let errorTitle = "Couldn't load the news"
  /// The error screen's button, which loads again.
  public static let retryButton = "Try again"
  /// The empty state's headline.
  public static let emptyTitle = "No news yet"
  /// The empty state's explanation.
  public static let emptyMessage = "The feed is empty. Check back later."
  /// The empty state's button, which loads again.
  public static let refreshButton = "Refresh"
}
