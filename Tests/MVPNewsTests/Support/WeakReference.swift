/// Holds an object without keeping it alive, to prove that it is released.
///
/// A stored `weak var` rather than a local one: a local `weak var` that is never reassigned
/// draws a warning since Swift 6.2, and the `weak let` it suggests does not compile before it.
struct WeakReference<Object: AnyObject> {
  weak var object: Object?

  init(_ object: Object?) { self.object = object }

  /// Whether the object is gone.
  var isReleased: Bool { object == nil }
}
