import Foundation

extension IndexPath {
  /// The index path of `row` in `section`, as UIKit's extension of Foundation's `IndexPath`
  /// writes it. A table here has one section, so `section` is always 0.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The row within its section.
  public var row: Int { self[1] }

  /// The section the row is in.
  public var section: Int { self[0] }
}
