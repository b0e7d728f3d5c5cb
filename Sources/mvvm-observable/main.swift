import AppShell
import MVVMObservableNews

Launcher.main(MVVMObservableNewsApp.self)
