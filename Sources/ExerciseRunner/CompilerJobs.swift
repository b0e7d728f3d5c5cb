import Foundation

/// The jobs `swiftc` runs for one compile — the frontend, then on Linux the autolink extractor,
/// then the linker — asked for once with `swiftc -###` and kept beside the build, so that a
/// check runs them itself. The driver spends about 0.15 s of every compile planning what it
/// will run, a third of a body-only save's wait on this 2-core machine, and its plan depends
/// only on the arguments, never on what the files say: the same arguments, the same jobs.
///
/// The driver's temporary folder (the object file, the list of libraries to link) is put in
/// the build folder by running the planning driver with `TMPDIR` there, so that the plan's
/// paths stay valid for as long as the plan is kept.
struct CompilerJobs: Codable, Equatable {
  /// What the plan was made for: the compiler, its arguments, and the compiler's own stamp
  /// (its size and modification time), so that an updated toolchain is asked again.
  let key: [String]
  /// The programs to run in order, each with its arguments.
  let jobs: [[String]]

  /// The plan kept in `file` for `key`, or a new one asked of `swiftc` and kept there; `nil`
  /// when the driver will not say (arguments it refuses: then the driver itself should run,
  /// to say why in its own words).
  static func plan(
    swiftc: String, arguments: [String], environment: [String: String], keptIn file: URL,
    scratch: URL
  ) throws -> CompilerJobs? {
    let key = [swiftc, stamp(of: swiftc), scratch.path] + arguments
    if let kept = try? JSONDecoder().decode(CompilerJobs.self, from: Data(FileAccess.read(file))),
      kept.key == key
    {
      return kept
    }
    var environment = environment
    environment["TMPDIR"] = scratch.path
    // A new plan's temporary folder replaces the old plan's.
    try? FileManager.default.removeItem(at: scratch)
    try FileAccess.makeFolder(scratch)
    let run = try ContainedProcess.run(
      swiftc, arguments: arguments + ["-###"], environment: environment,
      timeLimit: .seconds(60),
      output: BoundedLines(keep: .first, maximumLines: 50, maximumLineBytes: 1 << 20))
    guard run.termination == .exited(0), run.output.omittedLines == 0 else { return nil }
    let lines = run.output.text.split(separator: "\n").map(String.init)
    guard !lines.isEmpty else { return nil }
    var jobs: [[String]] = []
    for line in lines {
      guard let words = words(in: line), !words.isEmpty else { return nil }
      jobs.append(words)
    }
    let plan = CompilerJobs(key: key, jobs: jobs)
    try? FileAccess.write(Array(JSONEncoder().encode(plan)), to: file)
    return plan
  }

  /// The folders the jobs write into under `scratch`, which must exist before they run.
  func folders(under scratch: URL) -> [URL] {
    let prefix = scratch.path + "/"
    let paths = jobs.joined().filter { $0.hasPrefix(prefix) }
    var folders: [URL] = []
    for path in paths {
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
      if !folders.contains(folder) { folders.append(folder) }
    }
    return folders
  }

  /// The words of one line the driver printed, as a POSIX shell would split them: the driver
  /// quotes a word with a space or a quote in it ('…', with '\'' for a quote inside). `nil` for
  /// a line a shell would not finish (an unclosed quote).
  static func words(in line: String) -> [String]? {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for character in line {
      if escaped {
        word.append(character)
        escaped = false
      } else if let open = quote {
        if character == open {
          quote = nil
        } else if character == "\\" && open == "\"" {
          escaped = true
        } else {
          word.append(character)
        }
      } else if character == "'" || character == "\"" {
        quote = character
        inWord = true
      } else if character == "\\" {
        escaped = true
        inWord = true
      } else if character == " " || character == "\t" {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else {
        word.append(character)
        inWord = true
      }
    }
    guard quote == nil, !escaped else { return nil }
    if inWord { words.append(word) }
    return words
  }

  /// The compiler's size and modification time, in one word.
  private static func stamp(of executable: String) -> String {
    let attributes = try? FileManager.default.attributesOfItem(atPath: executable)
    let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
    let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return "\(size)@\(modified)"
  }
}
