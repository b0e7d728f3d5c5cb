// `make run`: every telling of the news app side by side, driven by the same keys. The list
// below is the one place the kit learns its variants: a new one is one more entry.
import AppShell
import MVCNews
import MVPNews
import MVPtoMVVMNews
import MVVMNews

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

let code = SideBySideRun.run(
  [MVCNewsApp.self, MVVMNewsApp.self, MVPNewsApp.self, MVPtoMVVMNewsApp.self],
  arguments: Array(CommandLine.arguments.dropFirst()), console: .process)
exit(code)
