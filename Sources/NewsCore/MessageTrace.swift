/// A log of the messages that pass between a variant's objects, for `--trace`.
///
/// This is where the four architectures differ while their screens do not:
/// in MVC the controller hears the model through key-path observation, in
/// MVVM the view binds to a view model's outputs, in MVP the presenter calls
/// a passive view. Each variant records the same kinds of step in its own words.
@MainActor
public final class MessageTrace {
  /// Whether messages are kept; a disabled trace costs one branch per message.
  public let isEnabled: Bool
  private var pending: [String] = []

  /// Creates a trace that keeps messages only when `isEnabled`.
  public init(isEnabled: Bool) { self.isEnabled = isEnabled }

  /// A trace that keeps nothing.
  public static var disabled: MessageTrace { MessageTrace(isEnabled: false) }

  /// Records that `sender` sent `message` to `receiver`. Types name themselves:
  /// pass `self` and the receiving object, not strings.
  public func record(
    _ sender: Any, to receiver: Any, _ message: @autoclosure () -> String
  ) {
    guard isEnabled else { return }
    pending.append("\(Self.name(of: sender)) → \(Self.name(of: receiver)): \(message())")
  }

  /// The messages since the last call, oldest first.
  public func drain() -> [String] {
    defer { pending.removeAll() }
    return pending
  }

  private static func name(of participant: Any) -> String {
    if let name = participant as? String { return name }
    let type = participant as? Any.Type ?? Swift.type(of: participant)
    return String(describing: type)
  }
}
