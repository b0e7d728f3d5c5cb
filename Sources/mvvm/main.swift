import AppShell
import MVVMNews

Launcher.main(MVVMNewsApp.self)
