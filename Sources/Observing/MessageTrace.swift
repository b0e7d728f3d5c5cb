/// A log of the messages that pass between a variant's objects, for `--trace`.
///
/// This is where the architectures differ while their screens do not: in MVC the controller
/// hears the model through key-path observation, in MVVM the view binds to a view model's
/// outputs, in MVP the presenter calls a passive view.
///
/// The messages are recorded by the seams they pass through, not by the teaching code: a
/// key-path observation, a `BindableValue` or `EventStream` delivery, a notification, a table's
/// delegate call, a navigation push, a call to the news service or the image loader. A trace
/// typed by hand beside each call could drift from the call; a seam records what really
/// passed. The few calls between two of a variant's own objects that no seam sees are
/// recorded by a `MessageRelay` put between them where the app is wired, or by one explicit
/// `MessageTrace.record(_:to:)` line.
///
/// The trace being recorded is *ambient*: `MessageTrace.current`, set by whoever runs the app
/// (`recording(_:)`) and carried into delayed work by the schedulers. That is the one
/// exception to "no globals" in the kit, and it is the usual one: instrumentation, like a
/// logger or a profiler's signposts, must not change the signatures of the code it watches.
@MainActor
public final class MessageTrace {
  /// One message: who sent what to whom.
  public struct Message: Equatable, Sendable, CustomStringConvertible {
    /// The object that sent it.
    public let sender: Participant
    /// The object that received it.
    public let receiver: Participant
    /// What was sent: a call such as `reload()`, or a value such as `NewsListState.loading`.
    public let text: String

    /// A message from `sender` to `receiver`.
    public init(sender: Participant, receiver: Participant, text: String) {
      self.sender = sender
      self.receiver = receiver
      self.text = text
    }

    /// The line `--trace` prints: `NewsListModel → NewsListViewController: observe(\.items): …`.
    public var description: String { "\(sender) → \(receiver): \(text)" }
  }

  /// The trace the seams record into now; `nil` when nobody is tracing.
  @TaskLocal public static var current: MessageTrace?

  /// Whether `recording(_:)` makes this trace current; a disabled trace records nothing.
  public let isEnabled: Bool
  /// Called with every message as it is recorded, after it is kept for `drain()`.
  public var onRecord: (@MainActor (Message) -> Void)?
  private var pending: [Message] = []
  private var keptAlive: [any ReceiverHolding] = []

  /// Creates a trace that records only when `isEnabled`.
  public init(isEnabled: Bool = true) { self.isEnabled = isEnabled }

  /// Runs `body` with this trace current (when enabled), so that every seam `body` passes
  /// through records into it.
  public func recording<Result>(_ body: () throws -> Result) rethrows -> Result {
    guard isEnabled else { return try body() }
    return try Self.$current.withValue(self, operation: body)
  }

  /// Records that `sender` sent `text` to `receiver`.
  public func record(
    _ text: @autoclosure () -> String, from sender: Participant, to receiver: Participant
  ) {
    let message = Message(sender: sender, receiver: receiver, text: text())
    pending.append(message)
    onRecord?(message)
  }

  /// The messages since the last call, oldest first, as `--trace` prints them.
  public func drain() -> [String] { drainMessages().map(\.description) }

  /// The messages since the last call, oldest first.
  public func drainMessages() -> [Message] {
    defer { pending.removeAll() }
    return pending
  }

  /// Keeps `relay` alive as long as the trace, for a relay that stands where its sender holds
  /// the receiver weakly (a presenter's view): nothing else would keep it. Relays whose
  /// receiver is gone are let go on the way.
  public func keepAlive(_ relay: any ReceiverHolding) {
    keptAlive.removeAll { !$0.hasReceiver }
    keptAlive.append(relay)
  }

  /// The relay of type `Relay` this trace keeps alive that `matches`, if any: so that wiring
  /// done again (a detail screen opened once more) uses it rather than keep one more.
  func keptRelay<Relay>(_ type: Relay.Type, where matches: (Relay) -> Bool) -> Relay? {
    keptAlive.lazy.compactMap { $0 as? Relay }.first(where: matches)
  }
}

extension MessageTrace {
  /// Records, into the current trace, that the code in the calling file sends `text` to
  /// `receiver`: for a call between two of a variant's own objects that no seam sees.
  /// The sender is named by its file, which holds the one type it is named for.
  public static func record(
    _ text: @autoclosure () -> String, to receiver: Any, file: String = #fileID
  ) {
    current?.record(text(), from: Participant(file: file), to: Participant(of: receiver))
  }
}
