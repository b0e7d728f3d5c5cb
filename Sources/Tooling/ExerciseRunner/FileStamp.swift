import Foundation

/// What a file looked like when last seen: enough to notice a save, whether
/// the editor rewrites the file in place or replaces it with a new one.
struct FileStamp: Equatable {
  let modified: Date?
  let size: Int
  let inode: UInt64

  /// The stamps of the files a watch cares about, by path: the learner's
  /// files (including any new ones) and the tests.
  static func snapshot(of exercise: Exercise) -> [String: FileStamp] {
    var stamps: [String: FileStamp] = [:]
    for file in exercise.learnerFiles() + exercise.testFiles() {
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path) else {
        continue
      }
      stamps[file.path] = FileStamp(
        modified: attributes[.modificationDate] as? Date,
        size: (attributes[.size] as? NSNumber)?.intValue ?? 0,
        inode: (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0)
    }
    return stamps
  }
}
