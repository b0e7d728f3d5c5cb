// `watch-bench [NAME]`, what `make bench` runs after its frames: for every exercise (or NAME),
// the time from a save to the result on the screen of `kit watch`, read through a
// pseudo-terminal. It starts the `kit` beside it, so both come from one build.
import ExerciseRunner
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
exit(
  ExerciseSession.runTool(arguments, usage: "watch-bench [NAME]", accepted: 0...1) {
    try $0.benchExercises(named: arguments.first)
  })
