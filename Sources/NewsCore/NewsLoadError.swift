/// Why the news could not be loaded, in words a reader of the error screen understands.
public enum NewsLoadError: Error, Equatable, Sendable {
  /// The fetch itself failed (the mock's failure mode stands in for a lost connection).
  case network(String)
  /// Bytes arrived but were not a news list.
  case malformed(NewsParseError)

  /// One line for the error screen.
  public var message: String {
    switch self {
    case .network(let reason): reason
    case .malformed(let error): "The news feed is malformed: \(error)"
    }
  }
}
