// `kit`, the learner's command. Alone or with flags it runs every telling of the news app side
// by side (`make run`); with a command word it does what `kit help` lists: the exercises, the
// lessons and their diffs.
import AppShell
import ExerciseRunner
import Foundation
import IOSEdition
import LessonKit
import MVCNews
import MVPNews
import MVPtoMVVMNews
import MVVMNews
import MVVMObservableNews
import SideBySide
import TerminalUI
import UnidirectionalNews

let variants: [any NewsVariant.Type] = [
  MVCNewsApp.self, MVVMNewsApp.self, MVPNewsApp.self, MVPtoMVVMNewsApp.self,
  MVVMObservableNewsApp.self, UnidirectionalNewsApp.self,
]

let console = Console.process
// The runner clears the screen between watch runs only on a terminal that understands it.
let runnerConsole = RunnerConsole(
  isTerminal: console.isOutputTerminal
    && Terminal.understandsEscapes(term: ProcessInfo.processInfo.environment["TERM"]),
  color: console.allowsColor, write: console.write, writeError: console.writeError,
  size: { Terminal.size(of: STDOUT_FILENO) })

let exercises = ExerciseTool.commands.map { command in
  Subcommand(name: command.name, usage: command.usage, summary: command.summary) {
    ExerciseTool.run([command.name] + $0, console: runnerConsole)
  }
}

let lessons = [
  Subcommand(
    name: "lessons", usage: "kit lessons [--check]",
    summary: "make the lessons' Markdown from Lessons/src and the code (--check: only compare)"
  ) { LessonTool.lessons($0, variants: variants) },
  Subcommand(
    name: "diff", usage: "kit diff [FROM TO]",
    summary: "a lesson's annotated diffs between two variants; alone, the list of them"
  ) { LessonTool.diff($0, variants: variants) },
  Subcommand(
    name: "ios", usage: "kit ios [--check]",
    summary: "make iOS/, the tellings and solutions as written on iOS (--check: only compare)"
  ) {
    IOSTool.run(
      $0, root: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
      write: console.write, writeError: console.writeError)
  },
]

let help = Subcommand(name: "help", usage: "kit help", summary: "this list") { _ in
  console.write(Subcommand.help(for: exercises + lessons))
  return 0
}

let arguments = Array(CommandLine.arguments.dropFirst())
// The commands read the kit's files by paths from its root: run from `Sources/` or from an
// exercise's folder, they work as from the root. (The side-by-side run reads no kit files, and
// its `--fixture PATH` is relative to where it was started.)
if arguments.first.map({ !$0.hasPrefix("-") }) == true,
  let root = try? ExerciseCatalog.find().packageRoot
{
  _ = FileManager.default.changeCurrentDirectoryPath(root.path)
}
let code =
  Subcommand.dispatch(arguments, among: exercises + lessons + [help], console: console)
  ?? SideBySideRun.run(variants, arguments: arguments, console: console)
exit(code)
