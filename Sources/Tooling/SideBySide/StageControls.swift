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
  /// Keys that come faster than the stage can draw are coalesced: the apps take the size the
  /// last zoom or `t` leaves once every key is taken, rather than lay out again for each, and
  /// `r` pressed again before anything else reloads once, as a second reload would cancel the
  /// first anyway.
  ///
  /// Keys are taken until `isOutOfTime` says to stop — at least one — and the number taken is
  /// returned: the loop hands on the rest after a look at the terminal, where a q may wait,
  /// and the stage is laid out and drawn once it has taken the last.
  @discardableResult
  func handle(_ presses: [KeyPress], until isOutOfTime: () -> Bool = { false }) -> Int {
    if keysTogether == nil { keysTogether = KeysTogether() }
    var taken = 0
    for press in presses where !isQuitRequested {
      if taken > 0, isOutOfTime() { return taken }
      taken += 1
      if press == .key(.quit) {
        take(.quit)
      } else if showsKeyGuide {
        toggleKeyGuide()
      } else {
        switch press {
        case .key(.refresh) where keysTogether?.last == press: break
        // The stage keeps Page Up and Page Down for its messages; ↑ and ↓ scroll a story.
        case .key(.pageUp): scroll(by: Self.scrollStep)
        case .key(.pageDown): scroll(by: -Self.scrollStep)
        case .key(let key):
          take(key)
          keysTogether?.tookAppKeys = true
        case .home: goToKeyStart()
        case .end: goToPresent()
        case .character(let character): handle(character)
        }
      }
      keysTogether?.last = press
    }
    let together = keysTogether ?? KeysTogether()
    keysTogether = nil
    // After q nobody sees the stage again: nothing is laid out or drawn for it.
    guard !isQuitRequested else { return taken }
    // Apps that took a key, paused or not, take the size they are shown at.
    resizeApps(evenIfPaused: together.reachedApps)
    if together.tookAppKeys { display() }
    return taken
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
