/// What `MessageTrace.keepAlive(_:)` needs to know of a relay: whether it still has someone
/// to pass calls on to.
@MainActor
public protocol ReceiverHolding: AnyObject {
  /// Whether the receiver is still there.
  var hasReceiver: Bool { get }
}

/// The base of the small decorators an app's wiring puts between two of its own objects,
/// so the calls between them are recorded without either object mentioning tracing: a
/// presenter keeps calling `view?.showLoading()`, and the relay standing in for the view
/// records `NewsListPresenter → NewsListViewController: showLoading()` on the way through.
///
/// A subclass adopts the receiver's protocol and passes each call on with `relay(_:_:)`.
/// Where the sender holds the receiver weakly (a presenter's view), the relay does too, and
/// the trace keeps the relay alive; where the sender owns the receiver (a presenter's
/// interactor), the relay owns it.
@MainActor
open class MessageRelay<Receiver: AnyObject>: ReceiverHolding {
  /// How the relay holds its receiver: as its sender would.
  public enum Hold: Sendable {
    /// The sender owns the receiver, so the relay does.
    case strongly
    /// The sender holds the receiver weakly, so the relay does; the trace keeps the relay.
    case weakly
  }

  private let sender: Participant
  private var strongReceiver: Receiver?
  private weak var weakReceiver: Receiver?

  /// A relay for the calls `sender` makes on `receiver`.
  public required init(from sender: Any, to receiver: Receiver, holding hold: Hold) {
    self.sender = Participant(of: sender)
    switch hold {
    case .strongly: strongReceiver = receiver
    case .weakly: weakReceiver = receiver
    }
  }

  /// A relay while a trace is recording — kept alive by the trace if it holds its receiver
  /// weakly — or `nil` when nobody is tracing, and the wiring should hand over the receiver
  /// itself: `presenter.view = NewsListViewRelay.recording(from: presenter, to: list,
  /// holding: .weakly) ?? list`.
  public static func recording(from sender: Any, to receiver: Receiver, holding hold: Hold)
    -> Self?
  {
    guard let trace = MessageTrace.current else { return nil }
    let relay = Self(from: sender, to: receiver, holding: hold)
    if hold == .weakly { trace.keepAlive(relay) }
    return relay
  }

  /// The receiver, while it is there.
  public var receiver: Receiver? { strongReceiver ?? weakReceiver }

  public var hasReceiver: Bool { receiver != nil }

  /// Records `message` and makes the call, if the receiver is still there.
  public func relay(_ message: @autoclosure () -> String, _ call: (Receiver) -> Void) {
    guard let receiver else { return }
    MessageTrace.current?.record(message(), from: sender, to: Participant(of: receiver))
    call(receiver)
  }

  /// Records that the receiver answered the sender (a completion, a callback).
  public func recordAnswer(_ message: @autoclosure () -> String) {
    guard let receiver else { return }
    MessageTrace.current?.record(message(), from: Participant(of: receiver), to: sender)
  }
}
