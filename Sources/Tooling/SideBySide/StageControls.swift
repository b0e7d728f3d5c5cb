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
  ///
  /// What only changes how things are shown is coalesced: a run of zooms and `t`s lays the
  /// stage out once, for the last of them, and `r` pressed again before anything else
  /// reloads once, as a second reload would cancel the first anyway.
  func handle(_ presses: [KeyPress]) {
    var tookKeys = false
    var previous: KeyPress?
    isTakingKeysTogether = true
    for press in presses where !isQuitRequested {
      defer { previous = press }
      if press == .key(.quit) {
        take(.quit)
      } else if showsKeyGuide {
        toggleKeyGuide()
      } else if case .character(let character) = press, Self.changesOnlyTheLayout(character) {
        handle(character)
      } else {
        layOutIfNeeded()
        switch press {
        case .key(.refresh) where previous == press: break
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
    isTakingKeysTogether = false
    layOutIfNeeded()
    if tookKeys { display() }
  }

  /// Whether `character` changes nothing but how the stage is laid out: a zoom, or `t`.
  private static func changesOnlyTheLayout(_ character: Character) -> Bool {
    character == "t" || character == "T" || ("1"..."9").contains(character)
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
