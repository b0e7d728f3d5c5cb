import AppShell
import MVPtoMVVMNews

Launcher.main(MVPtoMVVMNewsApp.self)
