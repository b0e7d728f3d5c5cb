import Foundation

/// Builds mutants one at a time in a folder of its own, incrementally: the changed file is
/// compiled alone by the job the kit's last build ran for it (the other files of its module only
/// read), into an object of the folder's, and the test program is linked again with that one
/// object in place of the original. Nothing in the kit's own folders is written.
final class MutantBuilder: Sendable {
  enum Built {
    case program(String)
    case doesNotCompile
  }

  let folder: String
  let build: DebugBuild
  let root: String
  /// The test program's objects, as the last build linked them.
  let objects: [String]
  /// Extra arguments for the link: a faster linker where the toolchain has one.
  let linkerChoice: [String]
  /// The compiler's and linker's temporary files go in the folder too, where nothing else on a
  /// shared machine cleans up.
  let temporary: [String: String]

  init(folder: String, build: DebugBuild, root: String) throws {
    self.folder = folder
    self.build = build
    self.root = root
    try FileManager.default.createDirectory(
      atPath: folder + "/tmp", withIntermediateDirectories: true)
    temporary = ["TMPDIR": folder + "/tmp"]
    let list = try String(contentsOfFile: build.objectList, encoding: .utf8)
    objects = list.split(separator: "\n").map(String.init)
    #if os(Linux)
      let linker = URL(fileURLWithPath: build.link[0]).deletingLastPathComponent()
        .appendingPathComponent("ld.lld").path
      linkerChoice = FileManager.default.isExecutableFile(atPath: linker) ? ["-use-ld=lld"] : []
    #else
      linkerChoice = []
    #endif
  }

  /// Compiles `text` in place of the source at `source` (an absolute path) with the job that
  /// compiled it, whose object is `object`, and links the test program with it.
  func build(_ text: String, replacing source: String, job: [String], object: String) throws
    -> Built
  {
    let name = URL(fileURLWithPath: source).lastPathComponent
    // The copy keeps the file's name, and `#fileID` with it.
    let sourceFolder = folder + "/source"
    try FileManager.default.createDirectory(atPath: sourceFolder, withIntermediateDirectories: true)
    let copy = sourceFolder + "/" + name
    try Data(text.utf8).write(to: URL(fileURLWithPath: copy))
    let mutantObject = folder + "/mutant.o"
    var arguments = Array(job.dropFirst()).map { $0 == source ? copy : $0 }
    if let output = arguments.firstIndex(of: "-o") { arguments[output + 1] = mutantObject }
    let compiled = try ChildRun.run(
      job[0], arguments, in: root, output: folder + "/compile.log", environment: temporary,
      timeLimit: .seconds(300))
    guard compiled == .exited(0) else { return .doesNotCompile }

    let list = folder + "/objects"
    try Data(objects.map { $0 == object ? mutantObject : $0 }.joined(separator: "\n").utf8)
      .write(to: URL(fileURLWithPath: list))
    let program = folder + "/tests"
    var link = Array(build.link.dropFirst()).map { $0 == "@" + build.objectList ? "@" + list : $0 }
    if let output = link.firstIndex(of: "-o") { link[output + 1] = program }
    var linked = ChildRun.Ending.exited(1)
    // Twice at most: a link has failed once for files of its own that something else removed.
    for _ in 1...2 where linked != .exited(0) {
      linked = try ChildRun.run(
        build.link[0], link + linkerChoice, in: root, output: folder + "/link.log",
        environment: temporary, timeLimit: .seconds(300))
    }
    guard linked == .exited(0) else {
      let log = (try? String(contentsOfFile: folder + "/link.log", encoding: .utf8)) ?? ""
      throw MutationError("linking a mutant's tests failed:\n\(log)")
    }
    return .program(program)
  }
}
