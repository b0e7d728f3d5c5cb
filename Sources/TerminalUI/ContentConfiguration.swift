import Foundation

/// What a content view shows, as a value: `UIContentConfiguration`. A configuration makes the
/// view that draws it; setting another configuration of the same kind on that view updates it.
public protocol ContentConfiguration {
  /// A new view that shows this configuration.
  @MainActor func makeContentView() -> any View & ContentView
}

/// A view that shows a content configuration: `UIContentView`.
@MainActor
public protocol ContentView: NSObjectProtocol {
  /// What the view shows; setting it redraws the view.
  var configuration: any ContentConfiguration { get set }
  /// Whether the view can show `configuration` (one of its own kind).
  func supports(_ configuration: any ContentConfiguration) -> Bool
}
