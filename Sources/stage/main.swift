// `stage`, what `make run` starts: every telling side by side, as `kit` alone runs them, built
// from the tellings, the modules they share, the app shell and the stage, and nothing else, so
// the first `make run` waits for no exercise runner, lesson or iOS tooling.
import AppShell
import Foundation
import MVCNews
import MVPNews
import MVPtoMVVMNews
import MVVMNews
import MVVMObservableNews
import SideBySide
import UnidirectionalNews

let variants: [any NewsVariant.Type] = [
  MVCNewsApp.self, MVVMNewsApp.self, MVPNewsApp.self, MVPtoMVVMNewsApp.self,
  MVVMObservableNewsApp.self, UnidirectionalNewsApp.self,
]

exit(
  SideBySideRun.run(
    variants, arguments: Array(CommandLine.arguments.dropFirst()), console: .process))
