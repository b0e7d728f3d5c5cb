import Foundation

extension IndexPath {
  /// The index path of `row` in `section`, as UIKit's extension of Foundation's `IndexPath`
  /// writes it. A table here has one section, so `section` is always 0.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The row within its section.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The section the row is in.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
}
