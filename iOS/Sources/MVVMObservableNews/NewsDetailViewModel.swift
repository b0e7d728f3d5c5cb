// Made by `make ios` from Sources/MVVMObservableNews/NewsDetailViewModel.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import NewsCore
import Observation
import Observing

/// What the story screen's view can tell its view model.
@available(iOS 26.0, *)
@MainActor
protocol NewsDetailViewModelInputs: AnyObject {
  /// The screen's view exists: fetch the story's picture, if it has one.
  func viewDidLoad()
}

/// What the story screen's view model publishes: one state.
@available(iOS 26.0, *)
@MainActor
protocol NewsDetailViewModelOutputs: AnyObject {
  /// What the screen shows now.
  var state: NewsDetail { get }
}

/// The story screen's view model as its controller sees it, in the list's shape.
@available(iOS 26.0, *)
@MainActor
protocol NewsDetailViewModelType: AnyObject, Observable {
  /// The side a view talks to.
  var inputs: any NewsDetailViewModelInputs { get }
  /// The side a view listens to.
  var outputs: any NewsDetailViewModelOutputs { get }
}

/// One story as its screen shows it, the screen's one state: texts ready to draw, and where its
/// picture is.
@available(iOS 26.0, *)
struct NewsDetail: Equatable, Sendable {
  /// The headline, whole: cutting or wrapping it is the view's business.
  let title: String
  /// The day, formatted as on the list.
  let date: String
  /// The story's text, whole.
  let content: String
  /// The picture, or where it is: the one field that changes.
  var picture: PictureState
}

/// One story's logic, with nothing to draw: the texts formatted, the picture fetched.
///
/// The picture's token lives exactly as long as the view model, which lives as long as its
/// screen, so leaving mid-load cancels the load.
@available(iOS 26.0, *)
@MainActor
@Observable
final class NewsDetailViewModel: NewsDetailViewModelType, NewsDetailViewModelInputs,
  NewsDetailViewModelOutputs
{
  var inputs: any NewsDetailViewModelInputs { self }
  var outputs: any NewsDetailViewModelOutputs { self }

  private(set) var state: NewsDetail

  private let imageURL: URL?
  private let imageLoader: any ImageLoading
  @ObservationIgnored private var pictureLoad: CancellationToken?

  init(item: NewsItem, imageLoader: any ImageLoading) {
    state = NewsDetail(
      title: item.title, date: NewsDateFormat.string(from: item.date), content: item.content,
      picture: item.imageURL == nil ? .noPicture : .pending)
    imageURL = item.imageURL
    self.imageLoader = imageLoader
  }

  /// Loading starts when the screen's view exists, not in `init`: a view model that is made
  /// but never shown fetches nothing.
  func viewDidLoad() {
    guard let url = imageURL, pictureLoad == nil else { return }
    pictureLoad = imageLoader.loadImage(at: url) { [weak self] image in
      self?.state.picture = .loaded(image)
    }
  }
}
