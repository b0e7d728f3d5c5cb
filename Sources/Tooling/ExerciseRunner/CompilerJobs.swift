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
  /// What the plan was made for: the plan's format, the compiler, its arguments, and the
  /// compiler's own stamp (its size and modification time), so that an updated toolchain is
  /// asked again.
  let key: [String]
  /// The programs to run in order, each with its arguments.
  let jobs: [[String]]
  /// For a dynamic library on Linux, a quicker way to the same file: the frontend, then the
  /// linker as clang would run it with no library named (`clang … -###`). The autolink step
  /// and the reading of every library the module uses (Foundation's, the kit's) go, about
  /// 0.07 s of a body-only save; the library's symbols are found when the test program, which
  /// links them all, loads it. `nil` when there is no such way.
  var quickJobs: [[String]]?

  /// What a kept plan must say it is to be read as this one: a plan of an older runner is
  /// made again.
  static let format = "plan 3 (file by file)"

  /// The plan kept in `file` for `key`, or a new one asked of `swiftc` and kept there; `nil`
  /// when the driver will not say (arguments it refuses: then the driver itself should run,
  /// to say why in its own words).
  static func plan(
    swiftc: String, arguments: [String], environment: [String: String], keptIn file: URL,
    scratch: URL
  ) throws -> CompilerJobs? {
    let key = [format, swiftc, stamp(of: swiftc), scratch.path] + arguments
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
    var plan = CompilerJobs(key: key, jobs: jobs)
    plan.quickJobs = try quickJobs(for: jobs, environment: environment)
    // A planning cut short says nothing about the compiler: keep no plan made of it.
    try Interruption.check()
    try? FileAccess.write(Array(JSONEncoder().encode(plan)), to: file)
    return plan
  }

  /// `jobs` without the autolink step, and with the linker clang would run for their last job
  /// when it names no library; `nil` unless the jobs make a shared library that way.
  static func quickJobs(for jobs: [[String]], environment: [String: String]) throws
    -> [[String]]?
  {
    guard let extract = jobs.firstIndex(where: \.isAutolinkExtraction), let link = jobs.last,
      link.contains("-shared"), let clang = link.first
    else { return nil }
    let unnamed = link.dropFirst().filter { !$0.hasPrefix("-l") && !$0.hasPrefix("@") }
    // Clang looks for its inputs even when it only says what it would run: the objects the
    // frontend has not made yet stand in empty for as long as it looks.
    let missing = unnamed.filter {
      $0.hasSuffix(".o") && !FileManager.default.fileExists(atPath: $0)
    }
    defer { for object in missing { try? FileManager.default.removeItem(atPath: object) } }
    for object in missing {
      let file = URL(fileURLWithPath: object)
      try FileAccess.makeFolder(file.deletingLastPathComponent())
      try FileAccess.write([], to: file)
    }
    let run = try ContainedProcess.run(
      clang, arguments: unnamed + ["-###"], environment: environment, timeLimit: .seconds(60),
      output: BoundedLines(keep: .first, maximumLines: 50, maximumLineBytes: 1 << 20))
    // The commands clang would run are its lines that start with a quoted word; the last is
    // the linker.
    guard run.termination == .exited(0),
      let line = run.output.text.split(separator: "\n").last(where: { $0.hasPrefix(" \"") }),
      let linker = words(in: String(line)), !linker.isEmpty
    else { return nil }
    return Array(jobs[..<extract]) + [linker]
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

/// The list of libraries the autolink extractor wrote last time, kept while nothing it comes
/// from can have changed: what the sources import (every line naming `import`, and the line
/// after, where a module's name may be), the job itself, and the kit's library. The list is
/// what the object file says the program must link, and only an import changes that; a save
/// inside a function leaves it as it was, and so skips a process start and a read of the
/// object (about 30 ms of a body-only save here). Only Linux has the extractor.
struct AutolinkMemo {
  /// The extractor's output.
  let list: URL
  private let stampFile: URL
  private let stamp: [UInt8]

  /// The memo for `job` when it is the autolink extractor's, for a compile of `sources`.
  init?(job: [String], sources: [String], extra: String) throws {
    guard job.isAutolinkExtraction,
      let flag = job.lastIndex(of: "-o"), flag + 1 < job.count
    else { return nil }
    list = URL(fileURLWithPath: job[flag + 1])
    stampFile = list.appendingPathExtension("stamp")
    var text = job.joined(separator: "\n") + "\n" + extra + "\n"
    for source in sources {
      let lines = try String(decoding: FileAccess.read(URL(fileURLWithPath: source)), as: UTF8.self)
        .split(separator: "\n", omittingEmptySubsequences: false)
      for index in lines.indices where lines[index].contains("import") {
        text += lines[index] + "\n" + (index + 1 < lines.count ? lines[index + 1] : "") + "\n"
      }
    }
    stamp = Array(text.utf8)
  }

  /// Whether the list on disk is the one the extractor would write now.
  var isCurrent: Bool {
    FileManager.default.fileExists(atPath: list.path) && (try? FileAccess.read(stampFile)) == stamp
  }

  /// Notes that the list on disk was written for what the sources import now.
  func remember() { try? FileAccess.write(stamp, to: stampFile) }

  /// Notes that the list on disk is not to be trusted.
  func forget() { try? FileManager.default.removeItem(at: stampFile) }
}

extension Array where Element == String {
  /// Whether this job is the autolink extractor's.
  fileprivate var isAutolinkExtraction: Bool {
    first.map { $0.hasSuffix("/swift-autolink-extract") } == true
  }
}
