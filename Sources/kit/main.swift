// `make run`: every telling of the news app side by side, driven by the same keys.
import AppShell
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

let code = SideBySideRun.run(
  [
    MVCNewsApp.self, MVVMNewsApp.self, MVPNewsApp.self, MVPtoMVVMNewsApp.self,
    MVVMObservableNewsApp.self,
  ],
  arguments: Array(CommandLine.arguments.dropFirst()), console: .process)
exit(code)
