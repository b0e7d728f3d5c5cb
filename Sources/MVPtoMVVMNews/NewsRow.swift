import NewsCore

/// One row of the list as the screen shows it: text ready to draw, and where its thumbnail is.
/// A plain value, so it can be compared in tests and handed to a view that decides nothing.
struct NewsRow: Equatable, Sendable {
  /// Where a row's thumbnail is.
  enum Thumbnail: Equatable, Sendable {
    /// The story has no picture.
    case noImage
    /// The picture has not arrived yet.
    case pending
    /// The picture, ready to draw.
    case loaded(NewsImage)
  }

  /// The story's id. No cell reads it here (`NewsCell` no longer remembers its story); it keeps
  /// two stories with the same headline and date apart when states are compared.
  let id: String
  /// The headline, as sent (the canvas makes it safe to draw).
  let title: String
  /// The date, already written out.
  let date: String
  /// The row's picture.
  var thumbnail: Thumbnail
}
