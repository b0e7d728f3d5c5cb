import Foundation
import NewsCore
import Observing
import Tracing

/// Stands in for the news service in a traced run, recording `NewsListModel →
/// FetchingNewsService: loadNews()` and, when the answer comes, `FetchingNewsService →
/// NewsListModel: loadNews completed: success(16 × NewsItem)`. A telling's `Tracing.swift`
/// hands one to the object that loads the news.
public final class NewsServiceRelay: MessageRelay<any NewsService>, NewsService {
  public func loadNews(
    completion: @escaping @MainActor (Result<[NewsItem], NewsLoadError>) -> Void
  ) -> CancellationToken {
    let completion = answer({ "loadNews completed: \(TraceSummary.of($0))" }, to: completion)
    return relay("loadNews()") { $0.loadNews(completion: completion) }
  }
}

/// Stands in for the news service of a model the trace cannot stand in for: a final class whose
/// own properties its observers watch by key path, so no relay can sit between them. What the
/// model is told is recorded where it shows, when the model asks the service — the first thing
/// its `reload()` does: `NewsListViewController → NewsListModel: reload()`, then `NewsListModel →
/// FetchingNewsService: loadNews()` and, later, the answer.
public final class ReloadRelay: NewsService {
  private let model: Participant
  private let service: NewsServiceRelay

  /// A relay for the service `model` loads from, recording each load as `reload()` told to it.
  public init(for model: Any, to service: any NewsService) {
    self.model = Participant(of: model)
    self.service = NewsServiceRelay(from: model, to: service)
  }

  public func loadNews(
    completion: @escaping @MainActor (Result<[NewsItem], NewsLoadError>) -> Void
  ) -> CancellationToken {
    MessageTrace.deliver("reload()", from: MessageTrace.caller, to: model) {
      service.loadNews(completion: completion)
    }
  }
}

/// Stands in for the image loader in a traced run, recording `ThumbnailStore →
/// TimedMockImageLoader: loadImage(a.jpg)` and, when the picture arrives, the answer.
public final class ImageLoaderRelay: MessageRelay<any ImageLoading>, ImageLoading {
  public func loadImage(at url: URL, completion: @escaping @MainActor (Data) -> Void)
    -> CancellationToken
  {
    let request = "loadImage(\(TraceSummary.of(url)))"
    let completion = answer({ _ in "\(request) completed" }, to: completion)
    return relay(request) { $0.loadImage(at: url, completion: completion) }
  }
}

extension NotificationCenter {
  /// A center for the objects that post to `center`, telling the current trace of every post
  /// before passing it on: `ThumbnailStore → NotificationCenter: post(thumbnailDidLoad, a.jpg)`.
  /// A telling's `Tracing.swift` hands it to the poster, and `center` to the listeners.
  ///
  /// Foundation's `NotificationCenter` cannot be subclassed to watch its posts (they are not
  /// open to overriding outside Foundation), and an observer cannot be sure to hear a post
  /// first: on Linux, Foundation calls the observers of one name from one sender in an order of
  /// its own, which changes from run to run. So the trace is the one observer here, and posts the
  /// same notification again on `center`: it is recorded before any listener hears it, in every
  /// run. Who hears a post is Foundation's business, and not in the trace.
  package static func recordingPosts(to center: NotificationCenter) -> NotificationCenter {
    let posts = NotificationCenter()
    _ = posts.addObserver(forName: nil, object: nil, queue: nil) { notification in
      let sender = notification.object.map(Participant.init(of:)) ?? Participant("?")
      let text = "post(\(notification.traceText))"
      MainActor.assumeIsolated {
        MessageTrace.current?.record(
          text, from: sender, to: Participant(of: NotificationCenter.self))
      }
      center.post(notification)
    }
    return posts
  }
}

extension Notification {
  /// The name's last part and the user info's values in key order: `thumbnailDidLoad, a.jpg`.
  fileprivate var traceText: String {
    let shortName = name.rawValue.split(separator: ".").last.map(String.init) ?? name.rawValue
    let values = (userInfo ?? [:])
      .sorted { "\($0.key)" < "\($1.key)" }
      .map { TraceSummary.of($0.value) }
    return ([shortName] + values).joined(separator: ", ")
  }
}
