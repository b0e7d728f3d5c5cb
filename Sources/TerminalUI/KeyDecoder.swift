/// Turns the bytes a terminal in raw mode sends into `Key`s.
///
/// A keypress is not always one byte: ↑ arrives as the three bytes ESC [ A
/// (or ESC O A, in "application cursor" mode), while Esc alone is just ESC.
/// The decoder reads escape sequences whole and knows only the few it needs;
/// any other sequence, such as Ctrl+↑ (ESC [ 1 ; 5 A), is skipped entirely,
/// because reading its last byte as ↑ would do something the user did not ask for.
///
/// | key | bytes |
/// |---|---|
/// | `.up` | ESC [ A, ESC O A, k |
/// | `.down` | ESC [ B, ESC O B, j |
/// | `.pageUp` | ESC [ 5 ~ |
/// | `.pageDown` | ESC [ 6 ~ |
/// | `.enter` | CR, LF (CR LF counts once), ESC [ C, ESC O C, l |
/// | `.back` | a lone ESC, ESC [ D, ESC O D, b, h |
/// | `.refresh` | r |
/// | `.quit` | q, Ctrl-C (3), Ctrl-D (4) |
///
/// Letters match in either case. `decodePresses(_:)` also passes on the other
/// printable ASCII characters and Home/End (ESC [ H, ESC [ F and their variants), for the
/// kit's own keys; everything else, including UTF-8 characters, is ignored.
public struct KeyDecoder: Sendable {
  /// The start of an escape sequence that was cut off by the end of a chunk,
  /// kept so that the rest, arriving in the next chunk, completes it.
  private var pending: [UInt8] = []

  /// Longest incomplete sequence worth keeping; anything longer is not a key.
  private static let pendingLimit = 32

  /// Creates a decoder with nothing pending.
  public init() {}

  /// The keys in `bytes`, in order.
  ///
  /// An ESC at the very end of the chunk is the Esc key: a terminal sends an
  /// escape sequence in one write, so an ESC with nothing after it was not the
  /// start of one. But a chunk ending inside a sequence (ESC [ or ESC [ 1 ;)
  /// is kept and finished by the next call.
  public mutating func decode(_ bytes: [UInt8]) -> [Key] {
    decodePresses(bytes).compactMap(\.key)
  }

  /// Every press in `bytes`, in order: the apps' keys as `decode(_:)` reads
  /// them, and the other keys a program around the apps may want.
  public mutating func decodePresses(_ bytes: [UInt8]) -> [KeyPress] {
    let input = pending + bytes
    pending = []
    var presses: [KeyPress] = []
    var index = 0
    while index < input.count {
      let byte = input[index]
      switch byte {
      case 0x1B:
        switch escapeSequence(in: input, at: index) {
        case .press(let press, let length):
          presses.append(press)
          index += length
        case .skip(let length):
          index += length
        case .incomplete:
          if input.count - index <= Self.pendingLimit { pending = Array(input[index...]) }
          index = input.count
        }
      case 0x0D:
        presses.append(.key(.enter))
        // CR LF is one line ending, not two presses of Enter.
        index += index + 1 < input.count && input[index + 1] == 0x0A ? 2 : 1
      default:
        if let key = Self.plainKeys[byte] {
          presses.append(.key(key))
        } else if (0x20...0x7E).contains(byte) {
          presses.append(.character(Character(Unicode.Scalar(byte))))
        }
        index += 1
      }
    }
    return presses
  }

  /// The single bytes that are keys. Uppercase letters are listed too, so the
  /// keys still work with Caps Lock on.
  private static let plainKeys: [UInt8: Key] = {
    var keys: [UInt8: Key] = [0x03: .quit, 0x04: .quit, 0x0A: .enter]
    let letters: [(Unicode.Scalar, Key)] = [
      ("k", .up), ("j", .down), ("l", .enter), ("b", .back), ("h", .back),
      ("r", .refresh), ("q", .quit),
    ]
    for (letter, key) in letters {
      keys[UInt8(ascii: letter)] = key
      keys[UInt8(ascii: letter) - 0x20] = key  // In ASCII, "K" is "k" minus 32.
    }
    return keys
  }()

  /// What an ESC at `start` begins.
  private enum Escape {
    /// A known key, `length` bytes long including the ESC.
    case press(KeyPress, length: Int)
    /// Something that is not a key, `length` bytes long: drop it whole.
    case skip(length: Int)
    /// The start of a sequence whose end has not arrived yet.
    case incomplete
  }

  /// Reads the escape sequence starting at `start`, where `bytes[start]` is ESC.
  private func escapeSequence(in bytes: [UInt8], at start: Int) -> Escape {
    let next = start + 1
    guard next < bytes.count else { return .press(.key(.back), length: 1) }
    switch bytes[next] {
    case UInt8(ascii: "["):
      return controlSequence(in: bytes, at: start)
    case UInt8(ascii: "O"):
      // SS3: ESC O and one final byte, sent for the arrows, Home and End in application mode.
      guard next + 1 < bytes.count else { return .incomplete }
      if let press = Self.finalBytes[bytes[next + 1]] { return .press(press, length: 3) }
      return .skip(length: 3)
    case 0x1B:
      // Esc pressed twice in quick succession: the first one is a key of its own.
      return .press(.key(.back), length: 1)
    default:
      // ESC before an ordinary byte is how terminals send Alt+key: not ours.
      return .skip(length: 2)
    }
  }

  /// Reads a CSI sequence (ESC [ parameters intermediates final) starting at
  /// `start`. The bare arrows, Home and End, with no parameters, are keys; so are Page Up,
  /// Page Down, Home and End sent as a number (5, 6, 1 or 7, 4 or 8) and "~".
  private func controlSequence(in bytes: [UInt8], at start: Int) -> Escape {
    var index = start + 2
    while index < bytes.count {
      switch bytes[index] {
      case 0x20...0x3F:
        index += 1  // Parameter and intermediate bytes.
      case 0x40...0x7E:
        let length = index - start + 1
        if length == 3, let press = Self.finalBytes[bytes[index]] {
          return .press(press, length: 3)
        }
        if length == 4, bytes[index] == UInt8(ascii: "~"),
          let press = Self.numberedKeys[bytes[start + 2]]
        {
          return .press(press, length: 4)
        }
        return .skip(length: length)
      default:
        // Not a valid sequence: drop what was read, then decode this byte afresh.
        return .skip(length: index - start)
      }
    }
    return .incomplete
  }

  /// The final bytes of the sequences with no parameters: the arrows, Home and End. → opens
  /// and ← goes back, as in a file browser.
  private static let finalBytes: [UInt8: KeyPress] = [
    UInt8(ascii: "A"): .key(.up), UInt8(ascii: "B"): .key(.down),
    UInt8(ascii: "C"): .key(.enter), UInt8(ascii: "D"): .key(.back),
    UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end,
  ]

  /// The keys sent as ESC [ number ~. Home and End have two numbers each: xterm's VT220 mode
  /// and rxvt send 1 and 4, some others 7 and 8.
  private static let numberedKeys: [UInt8: KeyPress] = [
    UInt8(ascii: "5"): .key(.pageUp), UInt8(ascii: "6"): .key(.pageDown),
    UInt8(ascii: "1"): .home, UInt8(ascii: "7"): .home,
    UInt8(ascii: "4"): .end, UInt8(ascii: "8"): .end,
  ]
}
