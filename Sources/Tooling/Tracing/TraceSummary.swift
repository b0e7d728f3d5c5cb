import Foundation

/// How a value is written in a trace: short, and the same on every run.
///
/// `NewsListState.loading`, `failed("Offline.")`, `16 × NewsItem`, `story(NewsItem(7))`,
/// `a.jpg`: enough to follow the conversation, never a whole list. Written once here from
/// the value's shape (a `Mirror`), so no variant needs a summary of its own.
public enum TraceSummary {
  /// The longest quoted text kept whole.
  static let textLimit = 40

  /// `value`, summarised.
  public static func of(_ value: Any) -> String {
    summary(of: value, topLevel: true)
  }

  private static func summary(of value: Any, topLevel: Bool) -> String {
    let value = unwrapped(value)
    let mirror = Mirror(reflecting: value)
    switch value {
    case let text as String: return quoted(text)
    case let url as URL: return url.lastPathComponent
    case let data as Data: return "\(data.count) bytes"
    case is Bool, is Int, is Double, is Duration: return "\(value)"
    default: break
    }
    switch mirror.displayStyle {
    case .optional?: return "nil"
    case .collection?, .set?, .dictionary?:
      let element = String(describing: type(of: value)).elementTypeName
      return "\(mirror.children.count) × \(element)"
    case .enum?:
      let type = String(describing: type(of: value))
      // A generic enum (`Result<…>`) is known by its cases alone.
      let prefix = topLevel && !type.contains("<") ? type + "." : ""
      guard let payload = mirror.children.first else { return prefix + "\(value)" }
      let name = payload.label ?? "\(value)"
      return prefix + name + "(" + summary(of: payload.value, topLevel: false) + ")"
    case .class?:
      // An object is a participant, not a value: its name is enough.
      return Participant(of: value).name
    case .tuple?:
      return "("
        + mirror.children.map { summary(of: $0.value, topLevel: false) }
        .joined(separator: ", ") + ")"
    default:
      let type = String(describing: type(of: value))
      // A value with an identity is known by it: `NewsItem(7)`.
      if let id = mirror.children.first(where: { $0.label == "id" }) {
        return "\(type)(\(unwrapped(id.value)))"
      }
      // Otherwise by its fields, leaving out text and bytes, which are long and say little
      // about where the conversation is: `NewsDetail(picture: pending)`.
      let fields = mirror.children.compactMap { child -> String? in
        guard let label = child.label, !(child.value is String), !(child.value is Data) else {
          return nil
        }
        return "\(label): \(summary(of: child.value, topLevel: false))"
      }
      return fields.isEmpty ? type : "\(type)(\(fields.joined(separator: ", ")))"
    }
  }

  private static func quoted(_ text: String) -> String {
    text.count <= textLimit ? "\"\(text)\"" : "\"\(text.prefix(textLimit - 1))…\""
  }
}

extension String {
  /// `Array<NewsItem>` → `NewsItem`; anything else stays as it is.
  fileprivate var elementTypeName: String {
    guard let open = firstIndex(of: "<"), last == ">" else { return self }
    return String(self[index(after: open)..<index(before: endIndex)])
  }
}
