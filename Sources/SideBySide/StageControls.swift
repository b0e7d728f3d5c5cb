import AppShell
import TerminalUI

extension Stage {
  /// Does what `press` means on the stage. The apps' keys go to every pane; the kit's own
  /// (see `KeyGuide`) work the clock, the traces, the zoom and the mock feed. While the key
  /// list is open, any key closes it and does nothing else, except q.
  func handle(_ press: KeyPress) {
    if press == .key(.quit) {
      self.press(.quit)
      return
    }
    if showsKeyGuide {
      toggleKeyGuide()
      return
    }
    switch press {
    case .key(let key): self.press(key)
    case .pageUp: scroll(by: Self.scrollStep)
    case .pageDown: scroll(by: -Self.scrollStep)
    case .character(let character): handle(character)
    }
  }

  /// How many messages `[` and `]` scroll by.
  static let scrollStep = 3

  private func handle(_ character: Character) {
    switch character {
    case " ": togglePause()
    case ".": step()
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
