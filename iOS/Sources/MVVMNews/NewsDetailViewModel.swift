// Made by `make ios` from Sources/MVVMNews/NewsDetailViewModel.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
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
  /// The headline, whole: cutting or wrapping it is the view's business.
  var title: String { get }
  /// The day, formatted as on the list.
  var date: String { get }
  /// The story's text, whole.
  var content: String { get }
  /// The picture, or where it is: the one field that changes, so the one to watch.
  var picture: BindableValue<PictureState> { get }
}

/// The story screen's view model as its controller sees it, in the list's shape.
@MainActor
protocol NewsDetailViewModelType: AnyObject {
  /// The side a view talks to.
  var inputs: any NewsDetailViewModelInputs { get }
  /// The side a view listens to.
  var outputs: any NewsDetailViewModelOutputs { get }
}

/// One story's screen logic: its fields, formatted, and its picture, loaded.
///
/// The load's token is held here and nowhere else, so the picture lives
/// exactly as long as the screen's view model: pop the screen mid-load, the
/// view model is released, the token with it, and the load is cancelled.
@MainActor
final class NewsDetailViewModel: NewsDetailViewModelType, NewsDetailViewModelInputs,
  NewsDetailViewModelOutputs
{
  var inputs: any NewsDetailViewModelInputs { self }
  var outputs: any NewsDetailViewModelOutputs { self }

  let title: String
  let date: String
  let content: String
  var picture: BindableValue<PictureState> { pictureValue }

  private let pictureValue: MutableBindableValue<PictureState>
  private let imageURL: URL?
  private let imageLoader: any ImageLoading
  private var pictureLoad: CancellationToken?

  init(item: NewsItem, imageLoader: any ImageLoading) {
    title = item.title
    date = NewsDateFormat.string(from: item.date)
    content = item.content
    pictureValue = MutableBindableValue(item.imageURL == nil ? .noPicture : .pending)
    imageURL = item.imageURL
    self.imageLoader = imageLoader
  }

  /// Loading starts when the screen's view exists, not in `init`: a view model that is made
  /// but never shown fetches nothing.
  func viewDidLoad() {
    guard let url = imageURL, pictureLoad == nil else { return }
    pictureLoad = imageLoader.loadImage(at: url) { [weak self] image in
      self?.pictureValue.value = .loaded(image)
    }
  }
}
