import Foundation
import NewsCore
import Observing

/// One story's logic, with nothing to draw: its texts ready to show and its picture's progress,
/// as one state. What MVPNews's detail presenter decided, moved here.
///
/// The picture's token lives exactly as long as the view model, which lives as long as its
/// screen, so leaving mid-load cancels the load.
@MainActor
final class NewsDetailViewModel {
  /// Where the story's picture is.
  enum Picture: Equatable, Sendable {
    /// The story has no picture.
    case noImage
    /// The picture has not arrived yet.
    case pending
    /// The picture, ready to draw.
    case loaded(NewsImage)
  }

  /// Everything the detail screen shows.
  struct State: Equatable, Sendable {
    let title: String
    let date: String
    let content: String
    var picture: Picture
  }

  /// Called with every new state. One listener: the presenter.
  var onStateChanged: (@MainActor (State) -> Void)?

  /// What the screen shows now; `nil` until the screen loads, as the list's `idle`.
  private(set) var state: State? {
    didSet { if let state { onStateChanged?(state) } }
  }

  let item: NewsItem
  private let imageLoader: any ImageLoading
  private let trace: MessageTrace
  private var pictureLoad: Cancellable?

  init(item: NewsItem, imageLoader: any ImageLoading, trace: MessageTrace = .disabled) {
    self.item = item
    self.imageLoader = imageLoader
    self.trace = trace
  }

  /// The screen exists: show the story, and fetch its picture if it has one.
  func viewDidLoad() {
    state = State(
      title: item.title, date: NewsDateFormat.string(from: item.date), content: item.content,
      picture: item.imageURL == nil ? .noImage : .pending)
    guard let url = item.imageURL else { return }
    trace.record(self, to: imageLoader, "loadImage(\(url.lastPathComponent))")
    pictureLoad = imageLoader.loadImage(at: url) { [weak self] image in
      guard let self else { return }
      trace.record(imageLoader, to: self, "image arrived")
      state?.picture = .loaded(image)
    }
  }
}

extension NewsDetailViewModel.Picture {
  /// One word for `--trace`.
  var summary: String {
    switch self {
    case .noImage: "noImage"
    case .pending: "pending"
    case .loaded: "loaded"
    }
  }
}
