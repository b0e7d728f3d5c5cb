// `editor-check`, what `make exercises-ci` runs last: the learner's editor, sourcekit-lsp as
// VS Code runs it, sees every learner file of every exercise. For CI only, so not one of kit's
// commands: the language-server client it needs lives here, beside it.
import ExerciseRunner
import Foundation

exit(
  ExerciseSession.runTool(Array(CommandLine.arguments.dropFirst()), usage: "editor-check") {
    try $0.checkEditor()
  })
