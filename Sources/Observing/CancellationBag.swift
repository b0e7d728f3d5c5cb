/// Holds tokens for as long as its owner lives, so that a screen's
/// observations end exactly when the screen is released.
///
/// What RxSwift calls a dispose bag and the MVVM+ owners keep per view model. Emptying the bag
/// (or letting it go) cancels everything in it.
public final class CancellationBag: Sendable {
  private let tokens = Locked<[CancellationToken]>([])

  /// Creates an empty bag.
  public init() {}

  /// Adds a token; it lives until the bag is emptied or released.
  public func insert(_ token: CancellationToken) {
    tokens.withLock { $0.append(token) }
  }

  /// How many tokens the bag holds.
  public var count: Int { tokens.withLock { $0.count } }

  /// Cancels every token now and forgets them.
  public func removeAll() {
    let removed = tokens.withLock { tokens in
      defer { tokens.removeAll() }
      return tokens
    }
    for token in removed { token.cancel() }
  }
}
