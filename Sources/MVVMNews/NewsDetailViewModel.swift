import Foundation
import NewsCore
import Observing

/// What the story screen's view can tell its view model.
@MainActor
protocol NewsDetailViewModelInputs: AnyObject {
  /// The screen's view exists: time to fetch the picture.
  func viewDidLoad()
}

/// What the story screen's view model publishes, every field ready to show.
@MainActor
protocol NewsDetailViewModelOutputs: AnyObject {
  /// The headline.
  var title: Bindable<String> { get }
  /// The day, formatted as on the list.
  var date: Bindable<String> { get }
  /// The body.
  var content: Bindable<String> { get }
  /// The picture, or where it is.
  var picture: Bindable<NewsImageState> { get }
}

/// One story's screen logic: its fields, formatted, and its picture, loaded.
///
/// The load's token is held here and nowhere else, so the picture lives
/// exactly as long as the screen's view model: pop the screen mid-load, the
/// view model is released, the token with it, and the load is cancelled.
@MainActor
final class NewsDetailViewModel: NewsDetailViewModelInputs, NewsDetailViewModelOutputs {
  /// The side a view talks to.
  var inputs: any NewsDetailViewModelInputs { self }
  /// The side a view listens to.
  var outputs: any NewsDetailViewModelOutputs { self }

  // Title, date and content never change for a story, but they are outputs
  // like the picture, so the view binds every field the same way.
  let title: Bindable<String>
  let date: Bindable<String>
  let content: Bindable<String>
  private let pictureValue: MutableBindable<NewsImageState>
  var picture: Bindable<NewsImageState> { pictureValue }

  private let imageURL: URL?
  private let imageLoader: any ImageLoading
  private let trace: MessageTrace
  private var pictureLoad: Cancellable?

  init(item: NewsItem, imageLoader: any ImageLoading, trace: MessageTrace) {
    title = MutableBindable(item.title)
    date = MutableBindable(NewsDateFormat.string(from: item.date))
    content = MutableBindable(item.content)
    pictureValue = MutableBindable(item.imageURL == nil ? .noImage : .pending)
    imageURL = item.imageURL
    self.imageLoader = imageLoader
    self.trace = trace
  }

  /// Loading starts here rather than in `init`, at the moment MVC's
  /// controller starts it, so both variants ask for the picture at the same tick.
  func viewDidLoad() {
    guard let url = imageURL, pictureLoad == nil else { return }
    trace.record(self, to: imageLoader, "loadImage(\(url.lastPathComponent))")
    pictureLoad = imageLoader.loadImage(at: url) { [weak self] image in
      guard let self else { return }
      trace.record(imageLoader, to: self, "image arrived")
      pictureValue.value = .loaded(image)
    }
  }
}
