import Foundation

extension NotificationCenter {
  /// Observes `name` from `object` until the token is cancelled or released,
  /// so notification observers live and die like key-path observers do.
  ///
  /// The block runs synchronously on the posting thread (no queue), and every
  /// post in the kit happens on the main actor; `assumeIsolated` checks that.
  /// `file` names the observer in `--trace`; leave it to its default.
  public func observe(
    _ name: Notification.Name, object: AnyObject?, file: String = #fileID,
    using handler: @escaping @MainActor (Notification) -> Void
  ) -> CancellationToken {
    let receiver = Participant(file: file)
    let observer = addObserver(forName: name, object: object, queue: nil) { notification in
      // `Notification` is not `Sendable`, but this one never leaves the
      // posting thread: with no queue, the block runs inside `post`.
      nonisolated(unsafe) let notification = notification
      MainActor.assumeIsolated {
        MessageTrace.current?.record(
          notification.traceText(), from: Participant(of: NotificationCenter.self),
          to: receiver)
        handler(notification)
      }
    }
    let registration = ObserverRegistration(center: self, observer: observer)
    return CancellationToken { registration.remove() }
  }

  /// Posts `name` from `object`, as `post(name:object:userInfo:)` does, and records the post in
  /// the current trace (`ThumbnailStore → NotificationCenter: post(thumbnailDidLoad, a.jpg)`).
  ///
  /// The observing side cannot record a post: it hears only the notifications that reach it.
  /// Foundation's own `post` cannot be overridden from outside Foundation, so the seam is this
  /// twin with the same arguments. `file` names the poster in `--trace`; leave it to its default.
  @MainActor
  public func post(
    _ name: Notification.Name, object: AnyObject?, userInfo: [AnyHashable: Any]? = nil,
    file: String = #fileID
  ) {
    let notification = Notification(name: name, object: object, userInfo: userInfo)
    MessageTrace.current?.record(
      "post(\(notification.traceText(joining: ", ")))", from: Participant(file: file),
      to: Participant(of: NotificationCenter.self))
    post(notification)
  }
}

extension Notification {
  /// The name's last part and the user info's values in key order: `thumbnailDidLoad(a.jpg)`
  /// as it is heard, `thumbnailDidLoad, a.jpg` inside `post(…)`.
  fileprivate func traceText(joining separator: String? = nil) -> String {
    let shortName = name.rawValue.split(separator: ".").last.map(String.init) ?? name.rawValue
    let values = (userInfo ?? [:])
      .sorted { "\($0.key)" < "\($1.key)" }
      .map { TraceSummary.of($0.value) }
      .joined(separator: ", ")
    guard !values.isEmpty else { return shortName }
    guard let separator else { return "\(shortName)(\(values))" }
    return shortName + separator + values
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
