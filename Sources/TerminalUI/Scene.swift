/// What a window shows, and what must live exactly as long as it does: the first screen, and
/// any object that is not a screen but belongs to the running app, such as a coordinator.
///
/// On iOS a scene delegate would keep such an object. Here the window keeps its scene until it
/// closes, so an app's objects are owned from the top rather than by whichever screen happened
/// to be first — and closing the window lets all of them go.
@MainActor
public struct Scene {
  /// The first screen.
  public let rootViewController: ViewController
  /// Objects kept alive while the window is open.
  public let keptObjects: [AnyObject]

  /// A scene showing `rootViewController` that keeps `objects` alive with it.
  public init(rootViewController: ViewController, keeping objects: AnyObject...) {
    self.init(rootViewController: rootViewController, keeping: objects)
  }

  /// A scene showing `rootViewController` that keeps `objects` alive with it.
  public init(rootViewController: ViewController, keeping objects: [AnyObject]) {
    self.rootViewController = rootViewController
    keptObjects = objects
  }
}
