import AppShell
import UnidirectionalNews

Launcher.main(UnidirectionalNewsApp.self)
