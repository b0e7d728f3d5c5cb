import AppShell
import MVCNews

Launcher.main(MVCNewsApp.self)
