import Foundation

/// One generated case: a feed, a script, and the options every variant is run with.
struct FuzzCase {
  let seed: UInt64
  /// The feed's bytes; often a valid feed of hostile stories, sometimes broken on purpose.
  let fixture: Data
  /// The script's steps, as words: `down`, `wait 1.5`.
  let steps: [String]
  /// The screen size.
  let width: Int
  let height: Int
  /// Other flags: `--delay`, `--fail`, `--trace`.
  let flags: [String]
  /// Whether the script is piped to standard input rather than given with `--script`.
  let scriptOnStandardInput: Bool

  var isTraced: Bool { flags.contains("--trace") }

  /// The arguments after the executable's name, given where the fixture was written.
  func arguments(fixturePath: String) -> [String] {
    var arguments = ["--fixture", fixturePath, "--size", "\(width)x\(height)"] + flags
    if !scriptOnStandardInput { arguments += ["--script", steps.joined(separator: ",")] }
    return arguments
  }

  /// Generates the case for `seed`: the same seed, the same case, everywhere.
  init(seed: UInt64) {
    self.seed = seed
    var random = SeededRandom(seed: seed)
    fixture = Self.fixture(using: &random)
    let keys = [
      "up", "down", "down", "down", "pageup", "pagedown", "enter", "back", "refresh", "wait",
      "wait",
    ]
    steps = (0..<random.size(upTo: 40)).map { _ in
      random.chance(0.1)
        ? "wait \(Double(Int.random(in: 0...40, using: &random)) / 4)" : random.pick(keys)
    }
    width =
      random.chance(0.1)
      ? Int.random(in: 10...12, using: &random)
      : Int.random(in: 10...220, using: &random)
    height = Int.random(in: 6...60, using: &random)
    var flags: [String] = []
    if random.chance(0.3) { flags += ["--delay", "\(Int.random(in: 0...5, using: &random))"] }
    if random.chance(0.1) { flags.append("--fail") }
    if random.chance(0.2) { flags.append("--trace") }
    self.flags = flags
    scriptOnStandardInput = random.chance(0.2)
  }

  // MARK: Feeds

  private static func fixture(using random: inout SeededRandom) -> Data {
    switch Int.random(in: 0..<20, using: &random) {
    case 0: return Data()
    case 1:
      return Data(
        (0..<random.size(upTo: 2_000)).map { _ in UInt8.random(in: 0...255, using: &random) })
    case 2:
      let depth = random.size(upTo: 10_000)
      return Data(("{\"news\": " + String(repeating: "[", count: depth)).utf8)
    case 3:
      let whole = feed(using: &random)
      return whole.prefix(Int.random(in: 0...whole.count, using: &random))  // Cut short.
    case 4: return Data(#"{"news": {"id": "1"}}"#.utf8)
    default: return feed(using: &random)
    }
  }

  /// A well-formed feed of hostile stories, now and then with a field of the wrong kind.
  private static func feed(using random: inout SeededRandom) -> Data {
    let count = random.size(upTo: 10_000)
    // Many stories get short texts, so that a case stays a few megabytes at most.
    let textLength = count > 200 ? 3 : 12
    var items: [String] = []
    for index in 0..<count {
      var fields: [String] = []
      let id = random.chance(0.01) ? random.pick(["", "1", "\u{1B}[31m"]) : "story-\(index)"
      fields.append(#""id": \#(jsonString(id, using: &random))"#)
      let title = HostileText.text(length: random.size(upTo: textLength), using: &random)
      fields.append(#""title": \#(jsonString(title, using: &random))"#)
      fields.append(#""date": \#(jsonString(date(using: &random), using: &random))"#)
      switch Int.random(in: 0..<6, using: &random) {
      case 0: break
      case 1: fields.append(#""imageURL": null"#)
      case 2: fields.append(#""imageURL": "https://img.example/%1B%5B31m\#(index).jpg""#)
      case 3 where random.chance(0.1): fields.append(#""imageURL": "javascript:alert(1)""#)
      default: fields.append(#""imageURL": "https://img.example/\#(index).jpg""#)
      }
      let content = HostileText.text(length: random.size(upTo: textLength * 8), using: &random)
      fields.append(#""content": \#(jsonString(content, using: &random))"#)
      if random.chance(0.05) { fields.append(#""extra": [1, {"a": null}, "x"]"#) }
      if random.chance(0.005) {
        fields[Int.random(in: 0..<fields.count, using: &random)] = #""title": 42"#
      }
      fields.shuffle(using: &random)
      items.append("{" + fields.joined(separator: ", ") + "}")
    }
    return Data(("{\"news\": [" + items.joined(separator: ",\n") + "]}").utf8)
  }

  /// A timestamp, usually valid, from year 0 to 9999.
  private static func date(using random: inout SeededRandom) -> String {
    if random.chance(0.01) { return random.pick(["yesterday", "2026-02-30T00:00:00Z", ""]) }
    let year =
      random.chance(0.2)
      ? Int.random(in: 0...1600, using: &random)
      : Int.random(in: 1970...9999, using: &random)
    let month = Int.random(in: 1...12, using: &random)
    let day = Int.random(in: 1...28, using: &random)
    let zone = random.pick(["Z", "+05:30", "-12:00", ".125Z"])
    return String(
      format: "%04d-%02d-%02dT%02d:%02d:%02d", year, month, day,
      Int.random(in: 0...23, using: &random), Int.random(in: 0...59, using: &random),
      Int.random(in: 0...59, using: &random)) + zone
  }

  /// `text` as a JSON string literal: controls escaped as JSON requires, and now and then
  /// other characters escaped as `\uXXXX` (surrogate pairs included) as some servers do.
  private static func jsonString(_ text: String, using random: inout SeededRandom) -> String {
    let escapeAll = random.chance(0.1)
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": literal += "\\\""
      case "\\": literal += "\\\\"
      case "\n": literal += "\\n"
      default:
        if scalar.value < 0x20 || (escapeAll && scalar.value >= 0x7F) {
          for unit in String(scalar).utf16 { literal += String(format: "\\u%04x", unit) }
        } else {
          literal.unicodeScalars.append(scalar)
        }
      }
    }
    return literal + "\""
  }
}
