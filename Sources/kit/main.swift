// `make run`: every telling of the news app side by side, driven by the same keys; and the
// lessons' commands, `kit lessons` and `kit diff`.
import AppShell
import LessonKit
import MVCNews
import MVPNews
import MVPtoMVVMNews
import MVVMNews
import MVVMObservableNews

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

let variants: [any NewsVariant.Type] = [
  MVCNewsApp.self, MVVMNewsApp.self, MVPNewsApp.self, MVPtoMVVMNewsApp.self,
  MVVMObservableNewsApp.self,
]
let arguments = Array(CommandLine.arguments.dropFirst())
let code =
  switch arguments.first {
  case "lessons": LessonTool.lessons(Array(arguments.dropFirst()), variants: variants)
  case "diff": LessonTool.diff(Array(arguments.dropFirst()), variants: variants)
  default: SideBySideRun.run(variants, arguments: arguments, console: .process)
  }
exit(code)
