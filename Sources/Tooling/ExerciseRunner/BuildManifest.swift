import Foundation

/// The commands SwiftPM recorded for its last build, in `.build/debug.yaml`.
///
/// The runner compiles exercises with `swiftc` directly, and every flag it
/// needs beyond the obvious — which compiler, which target triple and SDK,
/// where Swift Testing lives on this machine — is read from here rather than
/// guessed, so it is whatever SwiftPM itself found to work.
///
/// The file is YAML, but each command's arguments sit on one line as a JSON
/// array, which is all the runner reads:
///
///     "C.Observing-x86_64-unknown-linux-gnu-debug.module":
///       tool: shell
///       …
///       args: ["/usr/bin/swiftc","-module-name","Observing",…]
public struct BuildManifest: Sendable {
  private let commands: [String: [String]]

  /// Reads the commands in a manifest's text.
  public init(text: String) {
    var commands: [String: [String]] = [:]
    var key: String?
    for line in text.split(separator: "\n") {
      if line.hasPrefix("  \""), line.hasSuffix("\":") {
        key = String(line.dropFirst(3).dropLast(2))
      } else if let current = key, line.hasPrefix("    args: [") {
        let json = line.drop { $0 != "[" }
        if let arguments = try? JSONDecoder().decode([String].self, from: Data(json.utf8)) {
          commands[current] = arguments
        }
      }
    }
    self.commands = commands
  }

  /// The arguments of the command that compiles the Swift module `module`.
  public func compileArguments(ofModule module: String) -> [String]? {
    commands.first { $0.key.hasPrefix("C.\(module)-") && $0.key.hasSuffix(".module") }?.value
  }

  /// The arguments of the command that links the package's test product.
  public func testProductLinkArguments() -> [String]? {
    commands.first { $0.key.hasPrefix("C.") && $0.key.hasSuffix(".test") }?.value
  }
}
