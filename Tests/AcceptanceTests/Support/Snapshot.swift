import Foundation
import Testing

/// A small snapshot check: `text` must equal the file `name` in `TraceSnapshots/`, committed
/// beside the tests. Run the tests with `RECORD_SNAPSHOTS=1` to write the files anew, then read
/// `git diff` to see what changed and commit it if it was meant.
///
/// pointfreeco/swift-snapshot-testing does this, and much more, in a real project; the kit
/// keeps to the toolchain, and this is all it needs.
func expectSnapshot(
  _ text: String, named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    .appendingPathComponent("TraceSnapshots").appendingPathComponent(name)
  if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
    do {
      try Data(text.utf8).write(to: url)
      Issue.record(
        "recorded \(name); run again without RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
    } catch {
      Issue.record("could not record \(name): \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  guard let data = FileManager.default.contents(atPath: url.path),
    let expected = String(data: data, encoding: .utf8)
  else {
    Issue.record(
      "no snapshot \(name) yet: run the tests with RECORD_SNAPSHOTS=1",
      sourceLocation: sourceLocation)
    return
  }
  guard text != expected else { return }
  let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let new = text.split(separator: "\n", omittingEmptySubsequences: false)
  let changes = new.difference(from: old).map { change -> String in
    switch change {
    case .remove(let offset, let line, _): "-\(offset + 1): \(line)"
    case .insert(let offset, let line, _): "+\(offset + 1): \(line)"
    }
  }
  Issue.record(
    """
    \(name) changed (- snapshot, + now). If the change is meant, run the tests with \
    RECORD_SNAPSHOTS=1 and commit the file:
    \(changes.prefix(40).joined(separator: "\n"))
    """, sourceLocation: sourceLocation)
}
