import AppShell
import TerminalUI

extension Stage {
  /// Does what `press` means on the stage. The apps' keys go to every pane; the kit's own
  /// (see `KeyGuide`) work the clock, the traces, the zoom and the mock feed. While the key
  /// list is open, any key closes it and does nothing else, except q.
  func handle(_ press: KeyPress) {
    handle([press])
  }

  /// Does what each of `presses` means, in order, as `handle(_:)` does one, and draws the
  /// panes once after the apps' keys rather than after each: keys read together, a paste or
  /// a held key, are taken as fast as they come, as a run loop handles every event waiting
  /// before it draws. Each key still meets every pane settled (see `take(_:)`).
  func handle(_ presses: [KeyPress]) {
    var tookKeys = false
    for press in presses where !isQuitRequested {
      if press == .key(.quit) {
        take(.quit)
      } else if showsKeyGuide {
        toggleKeyGuide()
      } else {
        switch press {
        case .key(let key):
          take(key)
          tookKeys = true
        case .pageUp: scroll(by: Self.scrollStep)
        case .pageDown: scroll(by: -Self.scrollStep)
        case .home: goToKeyStart()
        case .end: goToPresent()
        case .character(let character): handle(character)
        }
      }
    }
    if tookKeys { display() }
  }

  /// How many messages `[` and `]` scroll by.
  static let scrollStep = 3

  private func handle(_ character: Character) {
    switch character {
    case " ": togglePause()
    case ".": step()
    case ",": stepBack()
    case "<": goToKeyStart()
    case ">": goToPresent()
    case "t", "T": cycleTraces()
    case "?": toggleKeyGuide()
    case "+", "=": changeDelay(longer: true)
    case "-", "_": changeDelay(longer: false)
    case "f", "F": toggleFailure()
    case "[": scroll(by: Self.scrollStep)
    case "]": scroll(by: -Self.scrollStep)
    case "1"..."9": zoom(character.wholeNumberValue! - 1)
    default: say("'\(character)' does nothing here: ? lists the keys")
    }
  }
}
