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
  /// How to leave the error screen.
  public static let retryHint = "Press r to retry"
  /// The empty state's headline.
  public static let emptyTitle = "No news yet"
  /// The empty state's explanation.
  public static let emptyMessage = "The feed is empty. Check back later."
  /// How to leave the empty state.
  public static let refreshHint = "Press r to refresh"
  /// The r key's title in the bottom bar, which lists the keys a screen answers.
  public static let refreshCommand = "refresh"
  /// The ← key's title in the bottom bar.
  public static let backCommand = "back"
}
