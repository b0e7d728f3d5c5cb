/// The base of the small decorators a telling's `Tracing.swift` puts between two of its own
/// objects, so the calls between them are recorded without either object mentioning tracing: a
/// presenter keeps calling `interactor.loadNews { … }`, and the relay standing in for the
/// interactor records `NewsListPresenter → NewsListInteractor: loadNews()` on the way through.
///
/// A subclass adopts the receiver's protocol and passes each call on with `relay(_:_:)`. This
/// relay owns its receiver, for a sender that owns it too; `WeakMessageRelay` is for a sender
/// that holds its receiver weakly (a presenter's view).
@MainActor
open class MessageRelay<Receiver>: StandIn {
  /// The object the calls go to.
  public let receiver: Receiver
  private let sender: Participant?
  private nonisolated let receiverName: Participant

  /// A relay for the calls `sender` makes on `receiver`; with no sender, the caller is whoever
  /// is speaking when a call is made (for a receiver several objects call, such as a loader).
  public required init(from sender: Any?, to receiver: Receiver) {
    self.sender = sender.map(Participant.init(of:))
    self.receiver = receiver
    receiverName = Participant(of: receiver)
    MessageTrace.introduce(receiver)
  }

  nonisolated public var participant: Participant { receiverName }

  /// Records `message` from the caller, then makes the call as the receiver's code.
  public func relay<Result>(_ message: @autoclosure () -> String, _ call: (Receiver) -> Result)
    -> Result
  {
    MessageTrace.deliver(
      message(), from: sender ?? MessageTrace.caller, to: receiverName
    ) { call(receiver) }
  }

  /// `completion`, wrapped so that its call is recorded as the receiver answering whoever is
  /// calling now (`loadNews completed: …`) and runs as that caller's code.
  public func answer<each Argument>(
    _ message: @escaping (repeat each Argument) -> String,
    to completion: @escaping @MainActor (repeat each Argument) -> Void
  ) -> @MainActor (repeat each Argument) -> Void {
    let caller = sender ?? MessageTrace.caller
    return { [receiverName] (argument: repeat each Argument) in
      MessageTrace.deliver(message(repeat each argument), from: receiverName, to: caller) {
        completion(repeat each argument)
      }
    }
  }
}

/// What `MessageTrace.keepAlive(_:)` needs to know of a relay: whether it still has someone
/// to pass calls on to.
@MainActor
public protocol ReceiverHolding: AnyObject {
  /// Whether the receiver is still there.
  var hasReceiver: Bool { get }
}

/// A relay for a sender that holds its receiver weakly, as a presenter holds its view: the
/// relay holds it weakly too, so it never keeps a screen alive, and the trace keeps the relay
/// alive, since the sender's weak reference would not.
@MainActor
open class WeakMessageRelay<Receiver: AnyObject>: ReceiverHolding, StandIn {
  /// The object the calls go to, while it is there.
  public private(set) weak var receiver: Receiver?
  private let sender: Participant
  private nonisolated let receiverName: Participant

  /// A relay for the calls `sender` makes on `receiver`.
  public required init(from sender: Any, to receiver: Receiver) {
    self.sender = Participant(of: sender)
    self.receiver = receiver
    receiverName = Participant(of: receiver)
  }

  nonisolated public var participant: Participant { receiverName }

  /// The relay for the calls `sender` makes on `receiver` in the trace being recorded, kept
  /// alive by the trace. One relay serves a sender and a receiver for the whole trace: a
  /// coordinator that outlives many detail presenters is not given one for each.
  public static func kept(from sender: Any, to receiver: Receiver, in trace: MessageTrace)
    -> Self
  {
    let from = Participant(of: sender)
    if let kept = trace.keptRelay(
      Self.self, where: { $0.sender == from && $0.receiver === receiver })
    {
      return kept
    }
    let relay = Self(from: sender, to: receiver)
    trace.keepAlive(relay)
    return relay
  }

  public var hasReceiver: Bool { receiver != nil }

  /// Records `message` and makes the call as the receiver's code, if the receiver is still
  /// there.
  public func relay(_ message: @autoclosure () -> String, _ call: (Receiver) -> Void) {
    guard let receiver else { return }
    MessageTrace.deliver(message(), from: sender, to: receiverName) { call(receiver) }
  }
}
