import AppShell
import Foundation
import Spawning
import TerminalUI
import TextDiff

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `kit lessons` and `kit diff`: the lessons' commands, run from the repository's root.
@MainActor
public enum LessonTool {
  /// `kit lessons [--check]`: makes every lesson's Markdown from its source and writes it, or
  /// with `--check` says which lessons are out of date and writes nothing. Exit 0 when all is
  /// well, 1 when a lesson cannot be made or (with `--check`) is stale, 64 for bad words.
  public static func lessons(
    _ arguments: [String], variants: [any NewsVariant.Type], console: Console = .process
  ) -> Int32 {
    guard arguments.isEmpty || arguments == ["--check"] else {
      console.writeError(
        "kit lessons: unknown option '\(arguments[0])'; try 'kit lessons --check'\n")
      return 64
    }
    let book = LessonBook(root: root, variants: variants)
    guard !book.sourceNames.isEmpty else {
      console.writeError(
        "kit lessons: no lesson sources in \(LessonBook.sourceFolder); run from the kit's folder\n")
      return 1
    }
    var stale: [String] = []
    for name in book.sourceNames {
      do {
        let markdown = try book.render(name)
        if arguments == ["--check"] {
          if book.committed(name) != markdown { stale.append(name) }
        } else {
          try Data(markdown.utf8).write(
            to: root.appendingPathComponent("\(LessonBook.outputFolder)/\(name)"))
          console.write("wrote \(LessonBook.outputFolder)/\(name)\n")
        }
      } catch let error as LessonError {
        console.writeError("kit lessons: \(error)\n")
        return 1
      } catch {
        console.writeError("kit lessons: cannot write \(name): \(error.localizedDescription)\n")
        return 1
      }
    }
    guard stale.isEmpty else {
      console.writeError(
        "kit lessons: out of date, run 'make lessons': "
          + stale.map { "\(LessonBook.outputFolder)/\($0)" }.joined(separator: ", ") + "\n")
      return 1
    }
    return 0
  }

  /// `kit diff [FROM TO]`: with two variant names, the annotated diffs the lessons hold between
  /// them (or, where no lesson compares them, the plain diff of their folders); alone, the list
  /// of the lessons' diffs. Coloured on a terminal unless `NO_COLOR` is set, and paged through
  /// `$PAGER` (or `less`) when longer than the screen.
  public static func diff(
    _ arguments: [String], variants: [any NewsVariant.Type], console: Console = .process
  ) -> Int32 {
    let book = LessonBook(root: root, variants: variants)
    let diffs: [(lesson: String, old: String, new: String, text: (Bool) -> String)]
    do {
      diffs = try book.annotatedDiffs()
    } catch {
      console.writeError("kit diff: \(error)\n")
      return 1
    }
    switch arguments.count {
    case 0:
      var text = "The lessons' annotated diffs (kit diff FROM TO shows one pair):\n\n"
      for diff in diffs {
        text += "  \(diff.lesson): \(diff.old) → \(diff.new)\n"
      }
      text += "\nVariants: " + variants.map { $0.name }.joined(separator: ", ") + "\n"
      console.write(text)
      return 0
    case 2:
      guard let from = folder(of: arguments[0], in: variants),
        let to = folder(of: arguments[1], in: variants)
      else {
        let bad = folder(of: arguments[0], in: variants) == nil ? arguments[0] : arguments[1]
        console.writeError(
          "kit diff: '\(bad)' is not a variant; use "
            + variants.map { $0.name }.joined(separator: ", ") + "\n")
        return 64
      }
      guard Workspace(root: root).isFolder(from), Workspace(root: root).isFolder(to) else {
        console.writeError(
          "kit diff: \(from) is not in \(root.path); run kit inside the kit's folder\n")
        return 66
      }
      let colored = console.allowsColor
      let matching = diffs.filter { $0.old.hasPrefix(from) && $0.new.hasPrefix(to) }
      let text: String
      if matching.isEmpty {
        text = plainFolderDiff(from: from, to: to, colored: colored)
      } else {
        var lesson = ""
        text = matching.map { diff in
          defer { lesson = diff.lesson }
          let header =
            diff.lesson == lesson ? "" : "From \(LessonBook.outputFolder)/\(diff.lesson):\n\n"
          return header + diff.text(colored)
        }.joined(separator: "\n")
      }
      page(text, console: console)
      return 0
    default:
      console.writeError("kit diff: give two variants, as in 'kit diff mvc mvvm', or none\n")
      return 64
    }
  }

  /// The kit's folder: where the command runs.
  private static var root: URL { URL(fileURLWithPath: FileManager.default.currentDirectoryPath) }

  /// `Sources/MVCNews` for `mvc`.
  private static func folder(of name: String, in variants: [any NewsVariant.Type]) -> String? {
    guard let variant = variants.first(where: { $0.name == name }) else { return nil }
    return "Sources/" + Workspace.libraryName(of: variant)
  }

  private static func plainFolderDiff(from: String, to: String, colored: Bool) -> String {
    let workspace = Workspace(root: root)
    return "No lesson compares these two; the plain diff of their folders:\n\n"
      + workspace.filePairs(from, to).map { old, new in
        UnifiedDiff(
          from: workspace.text(at: old) ?? "", to: workspace.text(at: new) ?? "", oldLabel: old,
          newLabel: new
        ).rendered(colored: colored)
      }.joined()
  }

  /// Writes `text`, through a pager when it is on a terminal and longer than the screen. A pager
  /// that cannot be started or fails (`PAGER=false`, a program that is not there) is not the
  /// end of it: the text is written without one, after a word on stderr.
  private static func page(_ text: String, console: Console) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
    let rows = Terminal.size(of: STDOUT_FILENO)?.height ?? 0
    guard console.isInteractive, rows > 0, lines >= rows, let pager = pagerCommand() else {
      console.write(text)
      return
    }
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else {
      console.write(text)
      return
    }
    let (readEnd, writeEnd) = (ends[0], ends[1])
    let pid: pid_t
    do {
      pid = try ChildProcess.spawn(
        "/bin/sh", arguments: ["-c", pager], input: .descriptor(readEnd), output: .inherited,
        error: .inherited, closing: [readEnd, writeEnd])
    } catch {
      close(readEnd)
      close(writeEnd)
      console.write(text)
      return
    }
    close(readEnd)
    // A reader that quits before the end (q in less) does not want the rest: not an error.
    try? OutputFile(descriptor: writeEnd).write(text)
    close(writeEnd)
    let how: String
    switch ChildProcess.wait(for: pid) {
    case .exited(0): return
    case .exited(let status): how = "exit status \(status)"
    case .signalled(let signal): how = "signal \(signal)"
    case .timedOut: how = "out of time"
    }
    console.writeError(
      "kit diff: the pager '\(TerminalText.sanitized(pager))' failed (\(how)); without it:\n")
    console.write(text)
  }

  /// `$PAGER`, or `less -R` (keeping colours) when there is no pager set.
  private static func pagerCommand() -> String? {
    if let pager = ProcessInfo.processInfo.environment["PAGER"], !pager.isEmpty { return pager }
    return FileManager.default.isExecutableFile(atPath: "/usr/bin/less") ? "less -R" : nil
  }
}
