import TerminalUI

extension TableViewCell {
  /// What the cell shows, as its data source last configured it: its list content, or `nil`
  /// for a cell that was never given any.
  public var listContent: ListContentConfiguration? {
    contentConfiguration as? ListContentConfiguration
  }
}
