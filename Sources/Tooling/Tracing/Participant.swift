/// One side of a traced message: the name of a type, such as `NewsListViewController`.
public struct Participant: Hashable, Sendable, CustomStringConvertible {
  /// The type's name, without its module.
  public let name: String

  /// A participant with this name.
  public init(_ name: String) { self.name = name }

  /// The participant `object` stands for: its type's name. A type stands for itself, an
  /// optional for what it holds, and a relay for the object it passes calls on to.
  public init(of object: Any) {
    if let participant = object as? Participant {
      self = participant
      return
    }
    if let standIn = object as? any StandIn {
      self = standIn.participant
      return
    }
    let type = object as? Any.Type ?? Swift.type(of: unwrapped(object))
    name = String(describing: type)
  }

  public var description: String { name }
}

/// An object that stands in for another in a conversation, as a relay stands in for the
/// object it passes calls on to: a trace names the other one.
public protocol StandIn {
  /// Who this object stands for.
  var participant: Participant { get }
}

/// `value` with any levels of `Optional` taken off; `nil` stays an (empty) optional.
func unwrapped(_ value: Any) -> Any {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value else {
    return value
  }
  return unwrapped(wrapped)
}
