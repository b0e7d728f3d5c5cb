import Observing

/// A key bound to an action on a target: target-action without selectors.
///
/// UIKit stores a selector and asks the Objective-C runtime to call it. Swift
/// on Linux has no runtime to ask, so the action is an unbound method —
/// `NewsListViewController.refresh` has type `(NewsListViewController) -> () -> Void` —
/// and the target is held weakly, exactly as UIKit holds it.
@MainActor
public struct KeyCommand {
  /// The key that triggers the action.
  public let key: Key
  private let perform: @MainActor () -> Bool

  /// Binds `key` to `action` on `target`.
  public init<Target: AnyObject>(
    _ key: Key, target: Target, action: @escaping @MainActor (Target) -> () -> Void
  ) {
    self.key = key
    perform = { [weak target] in
      guard let target else { return false }
      MessageTrace.speaking(as: target) { action(target)() }
      return true
    }
  }

  /// Runs the action; `false` when the target is gone.
  func run() -> Bool { perform() }
}

/// Something that can take keys: the base of views and view controllers, as
/// `UIResponder` is in UIKit.
@MainActor
open class Responder {
  /// The keys this responder handles.
  public private(set) var keyCommands: [KeyCommand] = []

  /// Creates a responder with no key commands.
  public init() {}

  /// Handles `key` by calling `action` on `target` (held weakly).
  public func addKeyCommand<Target: AnyObject>(
    _ key: Key, target: Target, action: @escaping @MainActor (Target) -> () -> Void
  ) {
    keyCommands.append(KeyCommand(key, target: target, action: action))
  }

  /// Runs the first command bound to `key`; `true` when one ran.
  func handle(_ key: Key) -> Bool {
    keyCommands.contains { $0.key == key && $0.run() }
  }
}
