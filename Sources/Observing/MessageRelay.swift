/// The base of the small decorators an app's wiring puts between two of its own objects, so the
/// calls between them are recorded without either object mentioning tracing: a presenter keeps
/// calling `interactor.loadNews { … }`, and the relay standing in for the interactor records
/// `NewsListPresenter → NewsListInteractor: loadNews()` on the way through.
///
/// A subclass adopts the receiver's protocol and passes each call on with `relay(_:_:)`. This
/// relay owns its receiver, for a sender that owns it too; `WeakMessageRelay` is for a sender
/// that holds its receiver weakly (a presenter's view).
@MainActor
open class MessageRelay<Receiver: AnyObject>: StandIn {
  /// The object the calls go to.
  public let receiver: Receiver
  private let sender: Participant
  private nonisolated let receiverName: Participant

  /// A relay for the calls `sender` makes on `receiver`.
  public required init(from sender: Any, to receiver: Receiver) {
    self.sender = Participant(of: sender)
    self.receiver = receiver
    receiverName = Participant(of: receiver)
  }

  /// A relay while a trace is recording, or `nil` when nobody is tracing and the wiring should
  /// hand over the receiver itself: `Presenter(interactor: Relay.recording(from: …, to:
  /// interactor) ?? interactor)`.
  public static func recording(from sender: Any, to receiver: Receiver) -> Self? {
    MessageTrace.current == nil ? nil : Self(from: sender, to: receiver)
  }

  /// Records `message`, then makes the call.
  public func relay(_ message: @autoclosure () -> String, _ call: (Receiver) -> Void) {
    MessageTrace.current?.record(message(), from: sender, to: receiverName)
    call(receiver)
  }

  nonisolated public var participant: Participant { receiverName }

  /// Records that the receiver answered the sender (a completion, a callback).
  public func recordAnswer(_ message: @autoclosure () -> String) {
    MessageTrace.current?.record(message(), from: receiverName, to: sender)
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

  /// A relay kept alive by the trace being recorded, or `nil` when nobody is tracing and the
  /// wiring should hand over the receiver itself: `presenter.view = ViewRelay.recording(from:
  /// presenter, to: list) ?? list`. One relay serves a sender and a receiver for the whole
  /// trace: a coordinator that outlives many detail presenters is not given one for each.
  public static func recording(from sender: Any, to receiver: Receiver) -> Self? {
    guard let trace = MessageTrace.current else { return nil }
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

  /// Records `message` and makes the call, if the receiver is still there.
  public func relay(_ message: @autoclosure () -> String, _ call: (Receiver) -> Void) {
    guard let receiver else { return }
    MessageTrace.current?.record(message(), from: sender, to: receiverName)
    call(receiver)
  }
}
