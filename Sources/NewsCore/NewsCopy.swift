/// The words the app shows, in one place, so all five tellings say exactly
/// the same thing and their screens can be compared byte for byte.
public enum NewsCopy {
  /// The list screen's title.
  public static let listTitle = "News"
  /// The detail screen's title.
  public static let detailTitle = "Story"
  /// Beside the spinner.
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
  /// The list's bottom bar.
  public static let listHint = "↑↓ move · ⏎ open · r refresh · q quit"
  /// The detail's bottom bar.
  public static let detailHint = "← back · q quit"
  /// Stands in for a picture that has not arrived.
  public static let imagePlaceholder = "··"
  /// Stands in for a story with no picture.
  public static let noImage = "  "
  /// The detail screen's picture area while the picture loads.
  public static let imageLoading = "Loading picture…"
  /// The detail screen's picture area for a story without one.
  public static let noImageDetail = "No image"
}
