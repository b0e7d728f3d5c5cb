// Generates Sources/TerminalUI/CellWidthTable.swift: the tables `TerminalText` uses to count
// how many terminal cells a character takes.
//
//     swift Scripts/generate-cell-widths.swift [UCD directory] > Sources/TerminalUI/CellWidthTable.swift
//     make format
//
// The UCD directory defaults to /usr/share/unicode, where Debian's `unicode-data` package
// (`apt-get install unicode-data`) puts the Unicode Character Database. The files read:
//
// - extracted/DerivedGeneralCategory.txt: general categories (Mn, Me, Cf are zero-width)
// - EastAsianWidth.txt: East Asian Wide (W) and Fullwidth (F) characters take two cells
// - PropList.txt: Prepended_Concatenation_Mark (format characters that are shown, one cell)
//   and Regional_Indicator (the letters flags are spelled with)
// - emoji/emoji-data.txt: Emoji, Emoji_Modifier, Emoji_Modifier_Base, Extended_Pictographic
//
// The rules are those of the widely used `wcwidth` (Markus Kuhn's, and glibc's, which most
// terminals approximate): nonspacing and enclosing marks and format characters take no cell,
// except the soft hyphen and the prepended concatenation marks, which are shown; Hangul Jamo
// medial vowels and final consonants join the cells of the syllable's first letter; East Asian
// Wide and Fullwidth take two; everything else one. One exception: a regional indicator takes
// two, where glibc says one. Terminals disagree on a lone one (wcwidth's other implementations
// and some terminals draw two), and counting two is the side that can never overflow a line;
// a flag, a pair of them, still takes two. How emoji sequences and flags count is decided at
// run time from the emoji properties (see TerminalText+Width.swift).

import Foundation

let directory = CommandLine.arguments.dropFirst().first ?? "/usr/share/unicode"

/// A set of code points, one flag per code point: simple, and fast enough for a generator.
struct CodePointSet {
  private var members = [Bool](repeating: false, count: 0x110000)

  mutating func insert(_ range: ClosedRange<UInt32>) {
    for value in range { members[Int(value)] = true }
  }

  mutating func remove(_ range: ClosedRange<UInt32>) {
    for value in range { members[Int(value)] = false }
  }

  func subtracting(_ other: CodePointSet) -> CodePointSet {
    var result = self
    for index in members.indices where other.members[index] { result.members[index] = false }
    return result
  }

  func union(_ other: CodePointSet) -> CodePointSet {
    var result = self
    for index in members.indices where other.members[index] { result.members[index] = true }
    return result
  }

  /// The members as sorted, merged ranges.
  var ranges: [ClosedRange<UInt32>] {
    var result: [ClosedRange<UInt32>] = []
    var start: Int?
    for index in 0...members.count {
      let isMember = index < members.count && members[index]
      if isMember, start == nil { start = index }
      if !isMember, let first = start {
        result.append(UInt32(first)...UInt32(index - 1))
        start = nil
      }
    }
    return result
  }
}

/// The lines of a UCD file of the form `0300..036F ; Mn # comment`, as (range, value).
/// `# @missing:` lines, which give defaults for code points not listed, come first.
func records(in file: String) -> [(range: ClosedRange<UInt32>, value: String, isDefault: Bool)] {
  let path = directory + "/" + file
  guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
    FileHandle.standardError.write(Data("cannot read \(path): apt-get install unicode-data\n".utf8))
    exit(1)
  }
  var defaults: [(range: ClosedRange<UInt32>, value: String, isDefault: Bool)] = []
  var listed: [(range: ClosedRange<UInt32>, value: String, isDefault: Bool)] = []
  for line in text.split(separator: "\n") {
    var body = Substring(line)
    var isMissing = false
    if body.hasPrefix("# @missing:") {
      body = body.dropFirst("# @missing:".count)
      isMissing = true
    } else if let hash = body.firstIndex(of: "#") {
      body = body[..<hash]
    }
    let fields = body.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
    guard fields.count >= 2, !fields[0].isEmpty else { continue }
    let bounds = fields[0].components(separatedBy: "..").compactMap { UInt32($0, radix: 16) }
    guard let lower = bounds.first, let upper = bounds.last else { continue }
    if isMissing {
      defaults.append((lower...upper, fields[1], true))
    } else {
      listed.append((lower...upper, fields[1], false))
    }
  }
  return defaults + listed
}

func set(in file: String, where matches: (String) -> Bool) -> CodePointSet {
  var result = CodePointSet()
  for record in records(in: file) where !record.isDefault && matches(record.value) {
    result.insert(record.range)
  }
  return result
}

func version(of file: String) -> String {
  let text = (try? String(contentsOfFile: directory + "/" + file, encoding: .utf8)) ?? ""
  let firstLine = text.prefix { $0 != "\n" }
  // "# EastAsianWidth-15.0.0.txt" → "15.0.0"
  guard let dash = firstLine.lastIndex(of: "-"), let dot = firstLine.range(of: ".txt") else {
    return "unknown"
  }
  return String(firstLine[firstLine.index(after: dash)..<dot.lowerBound])
}

// East Asian Width: the file lists assigned characters; unlisted code points in the CJK
// ideograph blocks and planes 2 and 3 default to W. Newer files say so in `@missing` lines,
// older ones only in the header's prose, so those defaults are written here as well.
var wideOrFullwidth = CodePointSet()
for range: ClosedRange<UInt32> in [
  0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
] {
  wideOrFullwidth.insert(range)
}
for record in records(in: "EastAsianWidth.txt") {
  if record.value == "W" || record.value == "F" {
    wideOrFullwidth.insert(record.range)
  } else if !record.isDefault {
    wideOrFullwidth.remove(record.range)
  }
}

let marksAndFormats = set(in: "extracted/DerivedGeneralCategory.txt") {
  $0 == "Mn" || $0 == "Me" || $0 == "Cf"
}
let prependedConcatenationMarks = set(in: "PropList.txt") { $0 == "Prepended_Concatenation_Mark" }
var shown = prependedConcatenationMarks
shown.insert(0x00AD...0x00AD)  // SOFT HYPHEN: terminals show it as a hyphen.
var hangulJoining = CodePointSet()
hangulJoining.insert(0x1160...0x11FF)  // Hangul Jamo medial vowels and final consonants
hangulJoining.insert(0xD7B0...0xD7FF)  // Hangul Jamo Extended-B, the same roles
let zeroWidth = marksAndFormats.subtracting(shown).union(hangulJoining)
let regionalIndicator = set(in: "PropList.txt") { $0 == "Regional_Indicator" }
let wide = wideOrFullwidth.union(regionalIndicator).subtracting(zeroWidth)

let emoji = set(in: "emoji/emoji-data.txt") { $0 == "Emoji" }
let emojiModifier = set(in: "emoji/emoji-data.txt") { $0 == "Emoji_Modifier" }
let emojiModifierBase = set(in: "emoji/emoji-data.txt") { $0 == "Emoji_Modifier_Base" }
let extendedPictographic = set(in: "emoji/emoji-data.txt") { $0 == "Extended_Pictographic" }

func hex(_ value: UInt32) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  return "0x" + String(repeating: "0", count: max(4 - digits.count, 0)) + digits
}

func table(_ name: String, _ set: CodePointSet, _ comment: String) -> String {
  var text = "  /// \(comment)\n  static let \(name): [ClosedRange<UInt32>] = [\n"
  let ranges = set.ranges
  for (index, range) in ranges.enumerated() {
    // swift format wants no trailing comma after a lone element.
    let comma = ranges.count == 1 && index == 0 ? "" : ","
    text += "    \(hex(range.lowerBound))...\(hex(range.upperBound))\(comma)\n"
  }
  return text + "  ]\n"
}

let unicodeVersion = version(of: "EastAsianWidth.txt")
var output = """
  // Generated by Scripts/generate-cell-widths.swift from the Unicode Character Database
  // \(unicodeVersion) (Debian's unicode-data package). Do not edit by hand: run the script again.

  /// The character classes that decide how many terminal cells a character takes, as sorted,
  /// non-overlapping ranges of code points, from Unicode \(unicodeVersion).
  enum CellWidthTable {
    /// The version of the Unicode Character Database the tables were generated from.
    static let unicodeVersion = "\(unicodeVersion)"


  """
output += table(
  "zeroWidth", zeroWidth,
  "No cell: nonspacing and enclosing marks (Mn, Me), format characters (Cf) but the soft\n"
    + "  /// hyphen and the prepended concatenation marks, and Hangul medial vowels and final consonants.")
output += "\n"
output += table(
  "wide", wide,
  "Two cells: East Asian Wide (W) and Fullwidth (F), less the zero-width ones, and the\n"
    + "  /// regional indicators.")
output += "\n"
output += table("emoji", emoji, "The Emoji property: what U+FE0F can turn into a two-cell picture.")
output += "\n"
output += table("emojiModifier", emojiModifier, "The skin-tone modifiers.")
output += "\n"
output += table(
  "emojiModifierBase", emojiModifierBase, "The emoji a skin-tone modifier combines with.")
output += "\n"
output += table(
  "extendedPictographic", extendedPictographic, "Pictographs an emoji ZWJ sequence joins.")
output += "\n"
output += table(
  "regionalIndicator", regionalIndicator, "The letters of flags: two of them are one flag.")
output += "}\n"
print(output, terminator: "")
