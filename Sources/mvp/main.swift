import AppShell
import MVPNews

Launcher.main(MVPNewsApp.self)
