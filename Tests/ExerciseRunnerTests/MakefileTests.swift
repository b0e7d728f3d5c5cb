import Foundation
import Spawning
import Testing

@testable import ExerciseRunner

/// Issue 17, case 7: what a learner types after `NAME=`, `FROM=` or `TO=` reaches `kit` as one
/// word, whatever it holds, and nothing in it is run. The kit's real `Makefile` runs here, with
/// a stand-in `swift` whose `kit` writes down the words it was given.
@Suite struct MakefileTests {
  static let makefile = TemporaryKit.repositoryRoot.appendingPathComponent("Makefile")

  /// Values that a shell or make would run or expand, were they not quoted whole.
  static let awkwardValues = [
    "x; touch PWNED", "it's", "a\"b", "$(touch PWNED)", "`touch PWNED`", "$$HOME", "${HOME}",
    "a b", "-5", "../..", "a\\b",
  ]

  /// Runs `make target assignments` in a folder of its own and returns the words `kit` got.
  func kitWords(_ target: String, _ assignments: [String]) throws -> [String] {
    let folder = try TemporaryKit()
    try folder.writeProgram(
      """
      #!/bin/sh
      case "$*" in *--show-bin-path*) echo '\(folder.root.path)' ;; esac

      """, to: "swift")
    try folder.writeProgram(
      """
      #!/bin/sh
      for word in "$@"; do printf '%s\\n' "$word"; done > '\(folder.root.path)/words'

      """, to: "kit")
    let arguments =
      ["-s", "-f", Self.makefile.path, target, "SWIFT=\(folder.root.path)/swift"] + assignments
    let pid = try ContainedProcess.spawning.withLock {
      try ChildProcess.spawn(
        "/bin/sh",
        arguments: ["-c", "cd \"$0\" && exec make \"$@\"", folder.root.path] + arguments,
        input: .nullDevice, output: .nullDevice, error: .nullDevice)
    }
    #expect(ChildProcess.wait(for: pid, timeLimit: .seconds(60)) == .exited(0))
    #expect(
      !FileManager.default.fileExists(atPath: folder.root.appendingPathComponent("PWNED").path))
    let words = try #require(folder.read("words"), "make never ran kit")
    return words.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
      String.init)
  }

  @Test(arguments: awkwardValues)
  func everyExerciseTargetHandsKitTheNameAsOneWord(name: String) throws {
    #expect(try kitWords("exercise", ["NAME=\(name)"]) == ["exercise", name])
    #expect(try kitWords("watch", ["NAME=\(name)"]) == ["watch", name])
    #expect(try kitWords("hint", ["NAME=\(name)"]) == ["hint", name])
    #expect(try kitWords("reset", ["NAME=\(name)"]) == ["reset", name])
    #expect(try kitWords("saved", ["NAME=\(name)"]) == ["reset", "--list", name])
  }

  @Test(arguments: awkwardValues)
  func diffHandsKitEachVariantAsOneWord(value: String) throws {
    #expect(try kitWords("diff", ["FROM=\(value)", "TO=mvvm"]) == ["diff", value, "mvvm"])
    #expect(try kitWords("diff", ["FROM=mvc", "TO=\(value)"]) == ["diff", "mvc", value])
  }

  @Test func withoutANameKitIsGivenNone() throws {
    #expect(try kitWords("exercise", []) == ["exercise"])
    #expect(try kitWords("diff", []) == ["diff"])
  }

  /// Issue 47, item 3: a newline in `NAME` broke the recipe's quoting (`Syntax error:
  /// Unterminated quoted string`), and under `make -i` the line after it ran as a command.
  @Test(arguments: [
    "x\ntouch PWNED", "x\u{1B}[2J", "x\ttouch PWNED", "x\rtouch PWNED", "x\u{0B}y", "x\u{0C}y",
    "x\u{7F}y",
  ])
  func aControlCharacterInANameIsRefusedBeforeAShellSeesIt(name: String) throws {
    let folder = try TemporaryKit()
    try folder.writeProgram(
      """
      #!/bin/sh
      touch '\(folder.root.path)/swift-ran'

      """, to: "swift")
    for target in ["exercise", "watch", "hint", "reset", "saved"] {
      for flags in [["-s"], ["-s", "-i"]] {
        let said = folder.root.appendingPathComponent("said")
        let pid = try ContainedProcess.spawning.withLock {
          try ChildProcess.spawn(
            "/bin/sh",
            arguments: ["-c", "cd \"$0\" && exec make \"$@\" 2>said", folder.root.path] + flags
              + [
                "-f", Self.makefile.path, target, "SWIFT=\(folder.root.path)/swift", "NAME=\(name)",
              ],
            input: .nullDevice, output: .nullDevice, error: .nullDevice)
        }
        #expect(ChildProcess.wait(for: pid, timeLimit: .seconds(60)) == .exited(2))
        let message = try String(contentsOf: said, encoding: .utf8)
        #expect(
          message.contains(
            "NAME holds a control character (a newline, an escape…), which no exercise's or "
              + "telling's name has; `make exercises` lists the exercises."), "\(message)")
      }
    }
    #expect(
      !FileManager.default.fileExists(atPath: folder.root.appendingPathComponent("PWNED").path))
    #expect(
      !FileManager.default.fileExists(atPath: folder.root.appendingPathComponent("swift-ran").path),
      "something was built before the name was refused")
  }
}
