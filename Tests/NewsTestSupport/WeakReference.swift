/// Holds an object without keeping it alive, to prove that it is released.
///
/// Every screen object must go when its screen goes, even mid-load; a test watches each one
/// through a `WeakReference` and checks `isReleased` afterwards.
///
/// A stored `weak var` rather than a local one: a local `weak var` that is never reassigned
/// draws a warning since Swift 6.2, and the `weak let` it suggests does not compile before it.
public struct WeakReference<Object: AnyObject> {
  /// The object, while something else keeps it alive.
  public weak var object: Object?

  /// Starts watching `object`. Not an optional: a test watches an object it has, so one it
  /// could not find fails the test (`try #require`) instead of counting as released.
  public init(_ object: Object) { self.object = object }

  /// Whether the object is gone.
  public var isReleased: Bool { object == nil }
}
