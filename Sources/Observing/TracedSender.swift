/// What an output needs to be traced: who it sends for, and who each of its observers is.
///
/// The sender is the object holding the output, named by `MessageTrace.introduce(_:)` — or,
/// until someone does, the object whose code made the output. An observer is the object whose
/// code was running when it started observing (`MessageTrace.speaker`). Both are learnt only
/// while a trace is recording; otherwise this costs a nil check per delivery.
@MainActor
final class TracedSender {
  private var owner: Participant?
  private let maker = MessageTrace.speaker

  func adopt(owner: Participant) {
    if self.owner == nil { self.owner = owner }
  }

  /// `observer`, wrapped so that each value it is handed is recorded as a message from the
  /// owner to whoever registered it, and so that it runs as that object's code.
  func delivery<Value>(
    _ observer: @escaping @MainActor (Value) -> Void, summary: @escaping (Any) -> String
  ) -> @MainActor (Value) -> Void {
    guard let receiver = MessageTrace.speaker else { return observer }
    return { [weak self] value in
      MessageTrace.deliver(
        summary(value), from: self?.owner ?? self?.maker ?? Participant("?"), to: receiver
      ) { observer(value) }
    }
  }
}
