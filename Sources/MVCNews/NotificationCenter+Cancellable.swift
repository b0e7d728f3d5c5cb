import Foundation
import Observing

extension NotificationCenter {
  /// Observes `name` from `object` until the token is cancelled or released,
  /// so notification observers live and die like key-path observers do.
  ///
  /// The block runs synchronously on the posting thread (no queue), and every
  /// post in the kit happens on the main actor; `assumeIsolated` checks that.
  func observe(
    _ name: Notification.Name, object: AnyObject?,
    using handler: @escaping @MainActor (Notification) -> Void
  ) -> Cancellable {
    let observer = addObserver(forName: name, object: object, queue: nil) { notification in
      // `Notification` is not `Sendable`, but this one never leaves the
      // posting thread: with no queue, the block runs inside `post`.
      nonisolated(unsafe) let notification = notification
      MainActor.assumeIsolated { handler(notification) }
    }
    let registration = ObserverRegistration(center: self, observer: observer)
    return Cancellable { registration.remove() }
  }
}

/// The observer NotificationCenter returned, kept only to remove it again.
/// Foundation's observer token is not `Sendable`; removing it is thread-safe.
private final class ObserverRegistration: @unchecked Sendable {
  let center: NotificationCenter
  let observer: any NSObjectProtocol

  init(center: NotificationCenter, observer: any NSObjectProtocol) {
    self.center = center
    self.observer = observer
  }

  func remove() { center.removeObserver(observer) }
}
