// A plant the shape check must refuse: on iOS only the system makes a scene session, and an app
// receives its scene's.
// expected: SceneSession.swift:9:3: error: 'init()' is unavailable
import TerminalUI

/// A session made by hand.
@MainActor
func plantedSession() -> SceneSession {
  SceneSession()
}
