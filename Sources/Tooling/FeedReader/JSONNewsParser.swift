import Foundation
import NewsCore

/// Parses the kit's JSON feed:
///
///     {"news": [{"id": "1", "title": "…", "date": "2026-11-20T08:30:00Z",
///                "imageURL": "https://…", "content": "…"}]}
///
/// The rules, each with the error it throws (see `NewsParseError`):
/// - The document must be JSON (`.invalidJSON` at `""`) holding an object
///   (`.wrongType` at `""`) with a `news` array (`.missingField` / `.wrongType` at `news`).
/// - Every element is an object (`.wrongType` at `news[2]`) with the strings `id`, `title`,
///   `date` and `content` (`.missingField` or `.wrongType` at `news[2].title`; `null` counts
///   as the wrong type, since the field is there).
/// - `id` is not empty and not used by an earlier item: rows and images are matched by id, so
///   two stories with one id would swap pictures (`.invalidValue` at `news[2].id`).
/// - `date` is an ISO 8601 timestamp with a time zone, as in RFC 3339: `Z` or `+01:00`,
///   fractional seconds allowed (`.invalidValue` at `news[2].date`).
/// - `imageURL` is optional: absent or `null` means no picture; otherwise an absolute http or
///   https URL (`.invalidValue` at `news[2].imageURL`).
/// - Other fields are ignored, so the feed can grow without breaking old readers. When a key
///   appears twice in one object, the last one counts.
/// - Titles and content are kept exactly as sent, control characters included: making them
///   safe to draw is the UI's job, because only the UI knows what is unsafe for its screen.
///
/// A document that is not JSON anywhere is `.invalidJSON`, whatever else is wrong with it;
/// one whose arrays and objects nest deeper than the reader goes, before any such error, is
/// `.nestedTooDeep`, which names the limit.
/// Otherwise the first problem found is reported, reading items in order and each item's
/// fields in the order above.
///
/// The bytes are read once, by `JSONReader`, straight into items — no dictionaries of `Any`
/// in between — so every message can name the exact place, and a large feed costs little
/// more memory than its own bytes and its items.
public struct JSONNewsParser: NewsParsing {
  /// Creates a parser.
  public init() {}

  /// The items of the feed in `data`, in feed order; an empty `news` array gives no items.
  public func parse(_ data: Data) throws(NewsParseError) -> [NewsItem] {
    let outcome: Result<[NewsItem], NewsParseError> = data.withUnsafeBytes { raw in
      var reader = JSONReader(raw.bindMemory(to: UInt8.self))
      do throws(JSONReader.SyntaxError) {
        let outcome = try Self.document(&reader)
        try reader.finish()
        return outcome
      } catch {
        return .failure(
          NewsParseError(
            error.isTooDeep ? .nestedTooDeep(limit: JSONReader.maximumDepth) : .invalidJSON,
            at: ""))
      }
    }
    return try outcome.get()
  }

  /// Reads the whole document. A syntax error anywhere is thrown; a problem with the feed is
  /// returned, once the rest has been read and found to be JSON.
  private static func document(_ reader: inout JSONReader) throws(JSONReader.SyntaxError)
    -> Result<[NewsItem], NewsParseError>
  {
    guard try reader.nextKind() == .object else {
      try reader.skipValue()
      return .failure(NewsParseError(.wrongType(expected: "an object"), at: ""))
    }
    var news: Result<[NewsItem], NewsParseError>?
    var root = try reader.enterObject()
    while let key = try reader.nextKey(in: &root) {
      if key == "news" {
        news = try self.news(&reader)
      } else {
        try reader.skipValue()
      }
    }
    return news ?? .failure(NewsParseError(.missingField, at: "news"))
  }

  /// Reads the `news` array into items, stopping to build them at the first problem.
  private static func news(_ reader: inout JSONReader) throws(JSONReader.SyntaxError)
    -> Result<[NewsItem], NewsParseError>
  {
    guard try reader.nextKind() == .array else {
      try reader.skipValue()
      return .failure(NewsParseError(.wrongType(expected: "an array"), at: "news"))
    }
    var items: [NewsItem] = []
    var ids: Set<String> = []
    var problem: NewsParseError?
    var array = try reader.enterArray()
    var index = 0
    while try reader.nextElement(in: &array) {
      defer { index += 1 }
      guard problem == nil else {
        try reader.skipValue()  // Still read, to be sure the rest is JSON.
        continue
      }
      let raw = try RawItem(&reader)
      do throws(NewsParseError) {
        let item = try self.item(raw, at: "news[\(index)]")
        guard ids.insert(item.id).inserted else {
          // Rare, so the earlier item is looked for only now.
          let earlier = items.firstIndex { $0.id == item.id } ?? 0
          throw NewsParseError(
            .invalidValue("repeats the id of news[\(earlier)]"), at: "news[\(index)].id")
        }
        items.append(item)
      } catch {
        problem = error
      }
    }
    return problem.map { .failure($0) } ?? .success(items)
  }

  private static func item(_ raw: RawItem, at path: String) throws(NewsParseError) -> NewsItem {
    guard let fields = raw.fields else {
      throw NewsParseError(.wrongType(expected: "an object"), at: path)
    }
    let id = try fields.string("id", at: path)
    if id.isEmpty { throw NewsParseError(.invalidValue("is empty"), at: "\(path).id") }
    let title = try fields.string("title", at: path)
    let dateText = try fields.string("date", at: path)
    guard let date = ISO8601Timestamp.date(from: dateText) else {
      throw NewsParseError(.invalidValue("is not an ISO 8601 date"), at: "\(path).date")
    }
    let imageURL = try fields.optionalString("imageURL", at: path).map {
      text throws(NewsParseError) in
      guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
        scheme == "http" || scheme == "https",
        let host = url.host(percentEncoded: false), !host.isEmpty
      else {
        throw NewsParseError(.invalidValue("is not an http or https URL"), at: "\(path).imageURL")
      }
      return url
    }
    let content = try fields.string("content", at: path)
    return NewsItem(id: id, title: title, date: date, imageURL: imageURL, content: content)
  }
}

/// One element of the `news` array as read: the fields the feed knows, not yet checked.
private struct RawItem {
  /// What a field held.
  enum Value {
    case string(String)
    case null
    case other
  }

  /// The known fields; `nil` when the element is not an object at all.
  var fields: Fields?

  /// The five fields the feed knows, each `nil` while absent. Stored, not in a dictionary:
  /// a feed has a hundred thousand of these, and hashing every key adds up.
  struct Fields {
    var id: Value?
    var title: Value?
    var date: Value?
    var imageURL: Value?
    var content: Value?

    /// Whether the feed knows a field named `key`.
    static func isKnown(_ key: String) -> Bool {
      switch key {
      case "id", "title", "date", "imageURL", "content": true
      default: false
      }
    }

    /// The value read for `key`, `nil` while absent.
    func value(_ key: String) -> Value? {
      switch key {
      case "id": id
      case "title": title
      case "date": date
      case "imageURL": imageURL
      case "content": content
      default: nil
      }
    }

    /// Records `value` for a known `key`; a later one replaces an earlier one.
    mutating func set(_ value: Value, for key: String) {
      switch key {
      case "id": id = value
      case "title": title = value
      case "date": date = value
      case "imageURL": imageURL = value
      case "content": content = value
      default: break
      }
    }

    func string(_ key: String, at path: String) throws(NewsParseError) -> String {
      switch value(key) {
      case .string(let text): return text
      case .null, .other:
        throw NewsParseError(.wrongType(expected: "a string"), at: "\(path).\(key)")
      case nil: throw NewsParseError(.missingField, at: "\(path).\(key)")
      }
    }

    /// `nil` when the key is absent or `null`: both mean "none" in the feed.
    func optionalString(_ key: String, at path: String) throws(NewsParseError) -> String? {
      switch value(key) {
      case nil, .null: return nil
      case .string, .other: return try string(key, at: path)
      }
    }
  }

  /// Reads one element; only the known fields' strings are kept.
  init(_ reader: inout JSONReader) throws(JSONReader.SyntaxError) {
    guard try reader.nextKind() == .object else {
      try reader.skipValue()
      return
    }
    var fields = Fields()
    var object = try reader.enterObject()
    while let key = try reader.nextKey(in: &object) {
      guard Fields.isKnown(key) else {
        try reader.skipValue()
        continue
      }
      switch try reader.nextKind() {
      case .string: fields.set(.string(try reader.readString()), for: key)
      case .literal where try reader.readNull(): fields.set(.null, for: key)
      default:
        try reader.skipValue()
        fields.set(.other, for: key)
      }
    }
    self.fields = fields
  }
}
