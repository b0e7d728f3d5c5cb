import TerminalUI

/// A story's row. It shows strings and a picture it is given; it has never heard of `NewsItem`
/// — in MVC the controller translates, and it puts a late picture into whichever cell shows
/// that story when the picture lands, looked up by row.
@MainActor
final class NewsCell: TableViewCell {
  static let reuseIdentifier = "NewsCell"
}
