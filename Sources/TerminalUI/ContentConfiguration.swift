import Foundation

/// What a content view shows, as a value: `UIContentConfiguration`. A configuration makes the
/// view that draws it; setting another configuration of the same kind on that view updates it.
public protocol ContentConfiguration {
  /// A new view that shows this configuration.
  @MainActor func makeContentView() -> any View & ContentView
  /// This configuration as it is drawn in `state`: UIKit fills in, for a selected or disabled
  /// view, what the configuration leaves to the system. A terminal draws every view in one
  /// state, so a configuration here returns itself.
  func updated(for state: any ConfigurationState) -> Self
}

/// The state a configuration is drawn in: `UIConfigurationState`. UIKit's holds the view's
/// traits (size class, appearance, …) and the app's own keys; a terminal has no traits, so
/// this one holds nothing.
public protocol ConfigurationState {}

/// A view that shows a content configuration: `UIContentView`.
@MainActor
public protocol ContentView: NSObjectProtocol {
  /// What the view shows; setting it redraws the view.
  var configuration: any ContentConfiguration { get set }
  /// Whether the view can show `configuration`: by default, one of the same type as the
  /// configuration it shows, as in UIKit.
  func supports(_ configuration: any ContentConfiguration) -> Bool
}

extension ContentView {
  public func supports(_ configuration: any ContentConfiguration) -> Bool {
    type(of: configuration) == type(of: self.configuration)
  }
}
