import Observing

/// What a traced output keeps (the watcher made it at `ObservationHook.outputMade()`): who it
/// sends for, so that each value it delivers is recorded as a message from that object.
///
/// The sender is the object holding the output, named by `MessageTrace.introduce(_:)` — or,
/// until someone does, the object whose code made the output. An observer is the object whose
/// code was running when it started observing (`MessageTrace.speaker`).
@MainActor
final class TracedSender {
  private var owner: Participant?
  private let maker: Participant?

  init(maker: Participant?) { self.maker = maker }

  func adopt(owner: Participant) {
    if self.owner == nil { self.owner = owner }
  }

  /// `observer`, wrapped so that each value it is handed is recorded as a message from the
  /// owner to whoever registered it, and so that it runs as that object's code.
  func delivery<Value>(
    _ observer: @escaping @MainActor (Value) -> Void
  ) -> @MainActor (Value) -> Void {
    guard let receiver = MessageTrace.speaker else { return observer }
    return { [weak self] value in
      MessageTrace.deliver(
        TraceSummary.of(value), from: self?.owner ?? self?.maker ?? Participant("?"),
        to: receiver
      ) { observer(value) }
    }
  }

  /// The senders of the outputs `object` holds in its stored properties.
  static func senders(in object: Any) -> [TracedSender] {
    Mirror.storedProperties(of: object).flatMap { output in
      Mirror.storedProperties(of: output.value).compactMap { unwrapped($0.value) as? TracedSender }
    }
  }
}
