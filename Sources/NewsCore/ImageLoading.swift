import Foundation
import Observing

/// Loads pictures. Injected, like the news service, so every delay is the test's to control.
///
/// A picture arrives as bytes, as it would from the network; a view decodes them
/// (`Image(data:)`, like `UIImage(data:)`), so nothing between the loader and the view needs to
/// know how a picture is drawn.
@MainActor
public protocol ImageLoading: AnyObject {
  /// Starts loading the picture at `url`. `completion` runs once on the main actor, unless the
  /// returned token is cancelled or released first — and never before this call returns, even
  /// when the picture is at hand.
  func loadImage(at url: URL, completion: @escaping @MainActor (Data) -> Void)
    -> CancellationToken
}
