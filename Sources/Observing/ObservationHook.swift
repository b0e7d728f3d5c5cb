/// The one place `--trace` listens to the tools in this module, so that none of them knows what
/// a trace is. Each hook below is a `nil` check and little more, unless the kit's `Tracing`
/// module is recording (lesson 1 says where that lives): then the watcher names who sends, who
/// hears, and records each delivery on its way through. An output made while nobody watches is
/// never watched.
///
/// The watcher is ambient, a task-local value, rather than passed in: like a logger or a
/// profiler's signposts, instrumentation must not change the signatures of the code it watches.
public enum ObservationHook {
  /// Who watches the code running now, if anyone.
  @TaskLocal public static var watcher: (any ObservationWatcher)?
}

/// What a watcher does at each hook. The `Tracing` module's `MessageTrace` is the only one.
@MainActor
public protocol ObservationWatcher: AnyObject, Sendable {
  /// An output (a `BindableValue` or an `EventStream`) is being made. The output keeps what this
  /// returns and hands it back with each observer that registers with it.
  func outputMade() -> AnyObject
  /// `observer` registers with the output that keeps `output`: returns what to register instead.
  func observer<Value>(
    _ observer: @escaping @MainActor (Value) -> Void, of output: AnyObject
  ) -> @MainActor (Value) -> Void
  /// `handler` registers for the changes of `keyPath`: returns what to call instead.
  func observer<Object: AnyObject, Value>(
    _ handler: @escaping @MainActor (Object, KeyValueObservedChange<Value>) -> Void,
    of keyPath: KeyPath<Object, Value>
  ) -> @MainActor (Object, KeyValueObservedChange<Value>) -> Void
  /// `viewModel` is handed to `owner`, which binds to it in `body`.
  func hand(_ viewModel: Any, to owner: AnyObject, binding body: () -> Void)
  /// `work` is put off until later: returns what to run then, in the context of now.
  func carrying(_ work: @escaping @MainActor () -> Void) -> @MainActor () -> Void
}

extension ObservationHook {
  @MainActor static func outputMade() -> AnyObject? { watcher?.outputMade() }

  @MainActor static func observer<Value>(
    _ observer: @escaping @MainActor (Value) -> Void, of output: AnyObject?
  ) -> @MainActor (Value) -> Void {
    guard let watcher, let output else { return observer }
    return watcher.observer(observer, of: output)
  }

  @MainActor static func observer<Object: AnyObject, Value>(
    _ handler: @escaping @MainActor (Object, KeyValueObservedChange<Value>) -> Void,
    of keyPath: KeyPath<Object, Value>
  ) -> @MainActor (Object, KeyValueObservedChange<Value>) -> Void {
    watcher?.observer(handler, of: keyPath) ?? handler
  }

  @MainActor static func hand(_ viewModel: Any, to owner: AnyObject, binding body: () -> Void) {
    guard let watcher else { return body() }
    watcher.hand(viewModel, to: owner, binding: body)
  }

  /// `work`, to run later as if it ran now: what a scheduler calls when it puts work off. Work
  /// put off while nobody watches runs unwatched, whoever watches when it runs.
  @MainActor public static func carrying(
    _ work: @escaping @MainActor () -> Void
  ) -> @MainActor () -> Void {
    guard let watcher else { return { $watcher.withValue(nil, operation: work) } }
    return watcher.carrying(work)
  }
}
