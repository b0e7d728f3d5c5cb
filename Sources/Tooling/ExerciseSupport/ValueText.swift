/// A value written the way a test writes it, `.likeResponse(.failure(LikeError(reason: "Offline")))`,
/// for the messages a test reads: Swift's own description names every type's module
/// (`Swift.Result<Swift.Int, Exercise11Reducer.LikeError>.failure(…)`) and wraps optionals
/// (`Optional("Offline")`). A real app's tests might use Point-Free's swift-custom-dump, which
/// does this, and diffs, for every kind of value.
enum ValueText {
  /// `value`, as a test would write it.
  static func of(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      return mirror.children.first.map { of($0.value) } ?? "nil"
    case .enum:
      guard let payload = mirror.children.first, let name = payload.label else {
        return "." + String(describing: value)
      }
      let inside = Mirror(reflecting: payload.value)
      return ".\(name)(\(inside.displayStyle == .tuple ? fields(of: inside) : of(payload.value)))"
    case .struct, .class:
      // A type that says how it reads (a URL, `Data`'s "41 bytes") is taken at its word.
      if let readable = value as? any CustomStringConvertible { return readable.description }
      let name = String(describing: type(of: value))
      return "\(name)(\(fields(of: mirror)))"
    case .collection, .set:
      return "[" + mirror.children.map { of($0.value) }.joined(separator: ", ") + "]"
    case .tuple:
      return "(\(fields(of: mirror)))"
    default:
      return (value as? String).map { String(reflecting: $0) } ?? String(describing: value)
    }
  }

  /// The fields of a struct or a tuple, labelled as Swift labels them (`.0` is no label).
  private static func fields(of mirror: Mirror) -> String {
    mirror.children.map { child in
      guard let label = child.label, !label.hasPrefix(".") else { return of(child.value) }
      return "\(label): \(of(child.value))"
    }.joined(separator: ", ")
  }

  /// The fields of two values of a struct that read differently, as `name: expected …, got …`
  /// lines; for any other kind of value, one line.
  static func differences(expected: Any, actual: Any) -> [String] {
    let expectedFields = Mirror(reflecting: expected)
    let actualFields = Mirror(reflecting: actual)
    guard expectedFields.displayStyle == .struct else {
      return ["expected \(of(expected)), got \(of(actual))"]
    }
    let lines = zip(expectedFields.children, actualFields.children).compactMap { want, got in
      let (wanted, found) = (of(want.value), of(got.value))
      return wanted == found ? nil : "\(want.label ?? "?"): expected \(wanted), got \(found)"
    }
    return lines.isEmpty ? ["expected \(of(expected)), got \(of(actual))"] : lines
  }
}
