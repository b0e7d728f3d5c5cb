import Foundation

extension UnsafeRawBufferPointer {
  /// Calls `body` with each stretch of these bytes up to a newline (the newline left out) and
  /// whether a newline ends it; the bytes after the last newline come last, unended, as the
  /// start of a line the next read goes on with. `memchr` finds the newlines and the pieces are
  /// handed over whole, not byte by byte: a test may print a gigabyte.
  func forEachLinePiece(_ body: (UnsafeRawBufferPointer, _ endsLine: Bool) -> Void) {
    guard var start = baseAddress else { return }
    let end = start + count
    while start < end {
      let newline = memchr(start, Int32(UInt8(ascii: "\n")), end - start).map {
        UnsafeRawPointer($0)
      }
      body(UnsafeRawBufferPointer(start: start, count: (newline ?? end) - start), newline != nil)
      guard let newline else { return }
      start = newline + 1
    }
  }
}
