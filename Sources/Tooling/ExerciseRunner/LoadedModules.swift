import Foundation

/// The modules one compile loaded, as the compiler lists them in its loaded-module trace
/// (`-emit-loaded-module-trace-path`): every module imported, directly or through another.
/// The runner reads it to refuse a learner's module that imports a test framework.
struct LoadedModules {
  /// The test frameworks, which only the kit's tests may import.
  static let testFrameworks = ["Testing", "XCTest"]

  /// The names of the modules loaded.
  let names: Set<String>

  /// The modules listed in the trace file `trace`; `nil` when there is none, or it cannot be
  /// read (a compiler that writes none).
  init?(trace: URL) {
    struct Trace: Decodable {
      struct Module: Decodable { let name: String }
      let swiftmodulesDetailedInfo: [Module]
    }
    guard let bytes = try? FileAccess.read(trace),
      let decoded = try? JSONDecoder().decode(Trace.self, from: Data(bytes))
    else { return nil }
    names = Set(decoded.swiftmodulesDetailedInfo.map(\.name))
  }

  /// The first test framework loaded, if any.
  var testFramework: String? { Self.testFrameworks.first(where: names.contains) }

  /// Whether a file's `bytes` import `module` on a line of their own, in any of the spellings
  /// (`import Testing`, `@_exported import struct Testing.Test`, `internal import Testing`), to
  /// name the file that does; the trace, not this, decides.
  static func imports(_ module: String, in bytes: [UInt8]) -> Bool {
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
    return lines.contains { (line: Substring) -> Bool in
      guard !line.drop(while: { $0 == " " }).hasPrefix("//") else { return false }
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard let index = words.firstIndex(of: "import"), index + 1 < words.count else {
        return false
      }
      let imported = words[(index + 1)...].first { !$0.allSatisfy(\.isLowercase) } ?? ""
      return imported == module || imported.hasPrefix(module + ".")
    }
  }
}
