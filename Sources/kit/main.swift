// `kit`, the learner's command. Alone or with flags it runs the four tellings of the news app side
// by side (`make run`); with a command word it does what `kit help` lists.
import AppShell
import ExerciseRunner
import Foundation
import MVCNews
import MVPNews
import MVPtoMVVMNews
import MVVMNews

let exercises = ExerciseTool.commands.map { command in
  Subcommand(name: command.name, usage: command.usage, summary: command.summary) {
    ExerciseTool.run([command.name] + $0)
  }
}

let help = Subcommand(name: "help", usage: "kit help", summary: "this list") { _ in
  FileHandle.standardOutput.write(Data(Subcommand.help(for: exercises).utf8))
  return 0
}

let arguments = Array(CommandLine.arguments.dropFirst())
let code =
  Subcommand.dispatch(arguments, among: exercises + [help])
  ?? SideBySideRun.run(
    [MVCNewsApp.self, MVVMNewsApp.self, MVPNewsApp.self, MVPtoMVVMNewsApp.self],
    arguments: arguments, console: .process)
exit(code)
