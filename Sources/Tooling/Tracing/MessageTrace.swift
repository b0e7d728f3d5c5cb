import Observing

/// A log of the messages that pass between a telling's objects, for `--trace`.
///
/// This is where the architectures differ while their screens do not: in MVC the controller
/// hears the model through key-path observation, in MVVM the view binds to a view model's
/// outputs, in MVP the presenter calls a passive view.
///
/// No teaching file records anything. The messages are recorded by the seams they pass through
/// — a key-path observation, a `BindableValue` or `EventStream` delivery, the table's delegate,
/// a navigation push — and, for the calls one object makes straight to another, by a
/// `MessageRelay` that each telling's `Tracing.swift` puts between the two when it assembles the
/// traced app. A seam knows who sends: the object it belongs to. Who *hears* is the object whose
/// code was running when the observation was made, which the seams keep as the current speaker
/// (`speaking(as:_:)`): a controller observing in `viewDidLoad`, a cell binding in
/// `didSetViewModel`, a presenter called through a relay.
///
/// The trace being recorded is *ambient*: `MessageTrace.current`, set by whoever runs the app
/// (`recording(_:)`) and carried into delayed work by the schedulers. That is the one exception
/// to "no globals" in the kit, and it is the usual one: instrumentation, like a logger or a
/// profiler's signposts, must not change the signatures of the code it watches.
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
  public static var current: MessageTrace? { ObservationHook.watcher as? MessageTrace }
  /// The object whose code is running now, as far as the seams know; see `speaking(as:_:)`.
  @TaskLocal public static var speaker: Participant?
  /// Who is calling now, as a message's sender: the speaker, or `?` when no seam knows.
  public static var caller: Participant { speaker ?? Participant("?") }

  /// Whether `recording(_:)` makes this trace current; a disabled trace records nothing.
  public let isEnabled: Bool
  /// Called with every message as it is recorded, after it is kept for `drain()`.
  public var onRecord: (@MainActor (Message) -> Void)?
  /// Called when the screen begins to change in several steps (`updatingScreen(_:)`), with
  /// `true`, and with `false` once it is whole again.
  public var onScreenUpdate: (@MainActor (_ began: Bool) -> Void)?
  /// How many messages have been recorded: the number the next one gets, counting from 0.
  public private(set) var recordedCount = 0
  /// The messages whose receivers' code is running now (see `deliver`), outermost first, by
  /// their numbers: a message stays open until what it set off has returned.
  public private(set) var openMessages: [Int] = []
  /// Whether the screen is in the middle of a change made in several steps, half-drawn.
  public var isUpdatingScreen: Bool { screenUpdateDepth > 0 }
  private var screenUpdateDepth = 0
  private var pending: [Message] = []
  private var keptAlive: [any ReceiverHolding] = []
  /// Values told to an object the next time it updates its properties, by sender and receiver.
  private var announcements: [Announcement] = []

  /// A value `sender` holds for `receiver`, recorded when the receiver reads it.
  private struct Announcement {
    let sender: Participant
    let receiver: Participant
    let text: String
  }

  /// Creates a trace that records only when `isEnabled`.
  public init(isEnabled: Bool = true) { self.isEnabled = isEnabled }

  /// Runs `body` with this trace current (when enabled), so that every seam `body` passes
  /// through records into it.
  public func recording<Result>(_ body: () throws -> Result) rethrows -> Result {
    guard isEnabled else { return try body() }
    return try ObservationHook.$watcher.withValue(self, operation: body)
  }

  /// Records that `sender` sent `text` to `receiver`.
  public func record(
    _ text: @autoclosure () -> String, from sender: Participant, to receiver: Participant
  ) {
    let message = Message(sender: sender, receiver: receiver, text: text())
    pending.append(message)
    recordedCount += 1
    onRecord?(message)
  }

  /// Records that `sender` told `receiver` `text` when `receiver` next updates its properties
  /// (`updatingProperties(of:_:)`): for a value the receiver reads there, as a view controller
  /// reads a store's state where UIKit tracks reads, so that the message stands where the
  /// reading does. A later announcement from the same sender to the same receiver replaces
  /// one not yet recorded: the receiver reads only the latest.
  public func announce(
    _ text: String, from sender: Participant, toNextUpdateOf receiver: Participant
  ) {
    announcements.removeAll { $0.sender == sender && $0.receiver == receiver }
    announcements.append(Announcement(sender: sender, receiver: receiver, text: text))
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
  /// Runs `body` as the code of `object`: an observation made inside it is heard by `object`,
  /// and a relay called from it names `object` as the caller. The seams call this around the
  /// code they hand control to (a controller's `viewDidLoad`, a table's data source, a key's
  /// target, an observer being told of a change). It does nothing while nobody traces.
  public static func speaking<Result>(as object: Any, _ body: () throws -> Result) rethrows
    -> Result
  {
    guard current != nil else { return try body() }
    return try $speaker.withValue(Participant(of: object), operation: body)
  }

  /// Records that `sender` sent `text` to `receiver`, then runs `body` as the receiver's code:
  /// what a seam does with each message it carries. While nobody traces, only `body` runs.
  public static func deliver<Result>(
    _ text: @autoclosure () -> String, from sender: @autoclosure () -> Participant,
    to receiver: Participant, _ body: () throws -> Result
  ) rethrows -> Result {
    guard let trace = current else { return try body() }
    trace.record(text(), from: sender(), to: receiver)
    trace.openMessages.append(trace.recordedCount - 1)
    defer { trace.openMessages.removeLast() }
    return try $speaker.withValue(receiver, operation: body)
  }

  /// Runs `body` as `object` updating its properties (`updateProperties()`), where it reads
  /// what it shows: the values announced to it (`announce(_:from:toNextUpdateOf:)`) are
  /// recorded first.
  public static func updatingProperties<Result>(of object: Any, _ body: () throws -> Result)
    rethrows -> Result
  {
    guard let trace = current else { return try body() }
    let reader = Participant(of: object)
    let heard = trace.announcements.filter { $0.receiver == reader }
    if !heard.isEmpty {
      trace.announcements.removeAll { $0.receiver == reader }
      for announcement in heard {
        trace.record(announcement.text, from: announcement.sender, to: reader)
      }
    }
    return try $speaker.withValue(reader, operation: body)
  }

  /// Runs `body`, a change of the screen made in several steps — a window's update pass, a
  /// table laying out its rows — during which the screen is half-drawn: a picture of it taken
  /// then (the kit's step mode) would show rows no frame ever shows. Whoever takes pictures
  /// hears when the outermost such change begins and ends (`onScreenUpdate`).
  public static func updatingScreen<Result>(_ body: () throws -> Result) rethrows -> Result {
    guard let trace = current else { return try body() }
    trace.screenUpdateDepth += 1
    if trace.screenUpdateDepth == 1 { trace.onScreenUpdate?(true) }
    defer {
      trace.screenUpdateDepth -= 1
      if trace.screenUpdateDepth == 0 { trace.onScreenUpdate?(false) }
    }
    return try body()
  }

  /// Names `object` as the sender of the outputs it holds (its `BindableValue`s and
  /// `EventStream`s), so that what they deliver is traced as coming from it. An output cannot
  /// know which object holds it; the seams that are handed a view model (an owner, a relay)
  /// introduce it. Does nothing while nobody traces.
  public static func introduce(_ object: Any) {
    guard current != nil else { return }
    let owner = Participant(of: object)
    for sender in TracedSender.senders(in: object) { sender.adopt(owner: owner) }
  }
}

/// How the trace watches the `Observing` module's tools, through its one hook.
extension MessageTrace: ObservationWatcher {
  public func outputMade() -> AnyObject { TracedSender(maker: Self.speaker) }

  public func observer<Value>(
    _ observer: @escaping @MainActor (Value) -> Void, of output: AnyObject
  ) -> @MainActor (Value) -> Void {
    (output as? TracedSender)?.delivery(observer) ?? observer
  }

  public func observer<Object: AnyObject, Value>(
    _ handler: @escaping @MainActor (Object, KeyValueObservedChange<Value>) -> Void,
    of keyPath: KeyPath<Object, Value>
  ) -> @MainActor (Object, KeyValueObservedChange<Value>) -> Void {
    guard let observer = Self.speaker else {
      return { object, change in
        Self.speaking(as: Participant("?")) { handler(object, change) }
      }
    }
    return { object, change in
      let message =
        "observe(\\.\(Self.name(of: keyPath, in: object))): "
        + TraceSummary.of(object[keyPath: keyPath])
      Self.deliver(message, from: Participant(of: object), to: observer) {
        handler(object, change)
      }
    }
  }

  public func hand(_ viewModel: Any, to owner: AnyObject, binding body: () -> Void) {
    Self.introduce(viewModel)
    Self.speaking(as: owner, body)
  }

  public func carrying(_ work: @escaping @MainActor () -> Void) -> @MainActor () -> Void {
    let speaker = Self.speaker
    return {
      ObservationHook.$watcher.withValue(self) {
        Self.$speaker.withValue(speaker, operation: work)
      }
    }
  }

  /// The name of the property at `keyPath`, for a trace.
  ///
  /// A key path cannot always say its own name: one to a property with observers describes
  /// itself as `<computed 0x…>`. So the name is the object's one stored property of exactly the
  /// key path's type, when there is exactly one; otherwise the type itself stands in.
  static func name<Object, Value>(of keyPath: KeyPath<Object, Value>, in object: Object)
    -> String
  {
    // The stored type, not `is`: a `nil` of any optional type would pass for any other.
    let candidates = Mirror.storedProperties(of: object)
      .filter { type(of: $0.value) == Value.self }.compactMap(\.label)
    return candidates.count == 1 ? candidates[0] : "<\(Value.self)>"
  }
}

extension Mirror {
  /// The stored properties of `subject`, its superclasses' included: what the seams look
  /// through for an object's outputs and its properties' names.
  static func storedProperties(of subject: Any) -> [Child] {
    var properties: [Child] = []
    var mirror: Mirror? = Mirror(reflecting: subject)
    while let level = mirror {
      properties += level.children
      mirror = level.superclassMirror
    }
    return properties
  }
}
