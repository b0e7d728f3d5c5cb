import NewsCore

/// One row of the list, ready to show: every string already formatted.
///
/// This is what the view gets instead of a `NewsItem`. A cell that can only
/// be handed these values cannot format a date its own way or peek at the
/// content, and a test can check the formatting by comparing plain values.
struct NewsRowDisplay: Equatable, Sendable {
  /// The story's id, so a table can tell a new list from the same list redrawn.
  let id: String
  /// The headline, untouched: cutting it to the screen is the view's job.
  let title: String
  /// The day of the story, as every variant writes it (`20 Nov 2026`).
  let date: String
  /// Where the story's picture is.
  var image: NewsImageState
}

/// Where a story's picture is, as a view needs to know it. Shared by the
/// list's rows and the detail screen; each view picks its own placeholder text.
enum NewsImageState: Equatable, Sendable {
  /// The story has no picture.
  case noImage
  /// The picture has not arrived yet.
  case pending
  /// The picture, ready to draw.
  case loaded(NewsImage)
}
