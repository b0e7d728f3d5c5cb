import Foundation

/// The last measured status of each exercise, kept with a fingerprint of
/// everything that decided it: the learner's files, the tests and the kit's
/// library. Nothing is ever stored by hand: a status is only written after a
/// real check, and is only reused while the fingerprint still matches, so the
/// progress list is always what running the tests would say — it just does
/// not run the tests of an exercise that has not changed.
///
/// Each entry is sealed: a hash of a key of this kit's build (`.key`, made the
/// first time), the fingerprint and the status together. An entry whose status
/// was edited — a "failing" turned into "passed" — no longer matches its seal,
/// and counts as never measured. (A seal is no signature: someone who reads this
/// file and the key can make one. A real app would sign with swift-crypto's HMAC;
/// `make exercise` never reads this cache, it always checks.)
struct ResultCache {
  /// The folder, normally `.build/exercises/results`.
  let folder: URL

  private struct Entry: Codable {
    let fingerprint: String
    let status: ExerciseStatus
    let seal: String
  }

  /// The status measured for `fingerprint`, if it is still the current one and its entry is
  /// as the runner wrote it.
  func status(of exercise: Exercise, fingerprint: String) -> ExerciseStatus? {
    guard let bytes = try? FileAccess.read(file(for: exercise)),
      let entry = try? JSONDecoder().decode(Entry.self, from: Data(bytes)),
      entry.fingerprint == fingerprint, let key = try? FileAccess.read(keyFile),
      entry.seal == Self.seal(entry.status, fingerprint: fingerprint, key: key)
    else { return nil }
    return entry.status
  }

  /// Remembers a measured status, whole or not at all. A status that cannot be kept costs
  /// nothing but a check the next time.
  func store(_ status: ExerciseStatus, of exercise: Exercise, fingerprint: String) {
    guard let key = key(),
      let data = try? JSONEncoder().encode(
        Entry(
          fingerprint: fingerprint, status: status,
          seal: Self.seal(status, fingerprint: fingerprint, key: key)))
    else { return }
    try? FileAccess.write([UInt8](data), to: file(for: exercise))
  }

  private var keyFile: URL { folder.appendingPathComponent(".key") }

  /// The key entries are sealed with, made the first time (random bytes, readable by the
  /// learner only); `nil` when there is none and none can be made.
  private func key() -> [UInt8]? {
    if let key = try? FileAccess.read(keyFile), key.count == 32 { return key }
    var generator = SystemRandomNumberGenerator()
    let key = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    guard (try? FileAccess.makeFolder(folder)) != nil,
      (try? FileAccess.write(key, to: keyFile)) != nil
    else { return nil }
    chmod(keyFile.path, 0o600)
    return key
  }

  /// The seal of an entry: the key, the fingerprint and the status, hashed together.
  private static func seal(_ status: ExerciseStatus, fingerprint: String, key: [UInt8]) -> String {
    var hash = FNV1a()
    hash.add(key)
    hash.add(fingerprint)
    hash.add(String(describing: status))
    hash.add(key)
    return String(hash.value, radix: 16)
  }

  /// A fingerprint of the files a check reads, by their names in the exercise's folder and
  /// their bytes, plus `extra` (the library's stamp).
  static func fingerprint(of files: [(name: String, bytes: [UInt8])], extra: String) -> String {
    var hash = FNV1a()
    hash.add(extra)
    for file in files {
      hash.add(file.name)
      hash.add(file.bytes)
    }
    return String(hash.value, radix: 16)
  }

  private func file(for exercise: Exercise) -> URL {
    folder.appendingPathComponent(exercise.id + ".json")
  }
}

/// The 64-bit FNV-1a hash: a few lines, and plenty to notice that a file
/// changed. (Not for security; a real app that needed that would use
/// swift-crypto's SHA-256.)
struct FNV1a {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ bytes: some Sequence<UInt8>) {
    var value = self.value
    // Through a pointer where the bytes are contiguous: the runner is built for debugging, where
    // a sequence's iterator costs ten times as much a byte (5 ms for 06's 120 KB descriptor).
    let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
      guard var byte = buffer.baseAddress else { return }
      let end = byte + buffer.count
      while byte < end {
        value = (value ^ UInt64(byte.pointee)) &* 0x0000_0100_0000_01B3
        byte += 1
      }
    }
    if done == nil {
      for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    }
    // A separator, so that "ab" + "c" and "a" + "bc" differ.
    self.value = (value ^ 0xff) &* 0x0000_0100_0000_01B3
  }

  mutating func add(_ text: String) { add(text.utf8) }
}
