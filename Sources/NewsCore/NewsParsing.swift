import Foundation

/// Turns bytes into news items: the half of the fetcher/parser pair that can
/// be tested without any time passing.
public protocol NewsParsing: Sendable {
  /// The items in `data`, or an error that says what is wrong and where.
  func parse(_ data: Data) throws(NewsParseError) -> [NewsItem]
}

/// What is wrong with a feed, and where: `path` is like `news[3].date`.
public struct NewsParseError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The kinds of wrong a feed can be.
  public enum Kind: Equatable, Sendable {
    /// Not JSON at all, or cut short.
    case invalidJSON
    /// JSON whose arrays and objects nest deeper than `limit`, the most a reader takes.
    case nestedTooDeep(limit: Int)
    /// A required field is absent.
    case missingField
    /// A field holds the wrong kind of value ("expected a string").
    case wrongType(expected: String)
    /// A field has the right type but an unusable value (a date that is not a date).
    case invalidValue(String)
  }

  /// What is wrong.
  public let kind: Kind
  /// Where it is wrong, as a path into the document; empty for the whole document.
  public let path: String

  /// Creates an error.
  public init(_ kind: Kind, at path: String) {
    self.kind = kind
    self.path = path
  }

  public var description: String {
    let place = path.isEmpty ? "the document" : path
    switch kind {
    case .invalidJSON: return "\(place) is not valid JSON"
    case .nestedTooDeep(let limit):
      return "\(place) nests arrays and objects deeper than the limit of \(limit) levels"
    case .missingField: return "\(place) is missing"
    case .wrongType(let expected): return "\(place) should be \(expected)"
    case .invalidValue(let reason): return "\(place) \(reason)"
    }
  }
}
