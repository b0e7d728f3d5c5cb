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
  ///
  /// Implement this; call `loadImage(at:completion:)`, which records the call and its answer
  /// for `--trace` and then calls this.
  func startLoadingImage(at url: URL, completion: @escaping @MainActor (Data) -> Void)
    -> CancellationToken
}

extension ImageLoading {
  /// Loads the picture at `url`: `startLoadingImage(at:completion:)`, recorded in the current
  /// trace as `ThumbnailStore → TimedMockImageLoader: loadImage(a.jpg)` and, when it arrives,
  /// `TimedMockImageLoader → ThumbnailStore: loadImage(a.jpg) completed`.
  ///
  /// `caller` names the caller in `--trace`; leave it to its default.
  public func loadImage(
    at url: URL, caller: String = #fileID,
    completion: @escaping @MainActor (Data) -> Void
  ) -> CancellationToken {
    let caller = Participant(file: caller)
    let loader = Participant(of: self)
    let request = "loadImage(\(TraceSummary.of(url)))"
    MessageTrace.current?.record(request, from: caller, to: loader)
    return startLoadingImage(at: url) { picture in
      MessageTrace.current?.record("\(request) completed", from: loader, to: caller)
      completion(picture)
    }
  }
}
