import Foundation
import NewsCore
import Observing

/// What the story screen's presenter forwards.
@MainActor
protocol NewsDetailViewModelInputs: AnyObject {
  /// The screen exists: show the story, and fetch its picture if it has one.
  func viewDidLoad()
}

/// What the story screen's view model publishes: one state.
@MainActor
protocol NewsDetailViewModelOutputs: AnyObject {
  /// What the screen shows now.
  var state: BindableValue<NewsDetailState> { get }
}

/// The story screen's view model as its presenter sees it, in the list's shape.
@MainActor
protocol NewsDetailViewModelType: AnyObject {
  /// The side the presenter talks to.
  var inputs: any NewsDetailViewModelInputs { get }
  /// The side the presenter listens to.
  var outputs: any NewsDetailViewModelOutputs { get }
}

/// Everything the story screen can show, as one value, like the list's `NewsListState`.
enum NewsDetailState: Equatable, Sendable {
  /// The screen has not loaded yet.
  case idle
  /// The story, ready to show.
  case showing(NewsDetail)
}

/// One story as its screen shows it: texts ready to draw, and where its picture is.
struct NewsDetail: Equatable, Sendable {
  let title: String
  let date: String
  let content: String
  var picture: PictureState
}

/// One story's logic, with nothing to draw: what MVPNews's detail presenter decided, moved here.
///
/// The picture's token lives exactly as long as the view model, which lives as long as its
/// screen, so leaving mid-load cancels the load.
@MainActor
final class NewsDetailViewModel: NewsDetailViewModelType, NewsDetailViewModelInputs,
  NewsDetailViewModelOutputs
{
  var inputs: any NewsDetailViewModelInputs { self }
  var outputs: any NewsDetailViewModelOutputs { self }

  private let stateValue = MutableBindableValue(NewsDetailState.idle)
  var state: BindableValue<NewsDetailState> { stateValue }

  let item: NewsItem
  private let imageLoader: any ImageLoading
  private var pictureLoad: CancellationToken?

  init(item: NewsItem, imageLoader: any ImageLoading) {
    self.item = item
    self.imageLoader = imageLoader
  }

  func viewDidLoad() {
    stateValue.value = .showing(
      NewsDetail(
        title: item.title, date: NewsDateFormat.string(from: item.date), content: item.content,
        picture: item.imageURL == nil ? .noPicture : .pending))
    guard let url = item.imageURL else { return }
    pictureLoad = imageLoader.loadImage(at: url) { [weak self] image in
      self?.pictureDidLoad(image)
    }
  }

  private func pictureDidLoad(_ image: Data) {
    guard case .showing(var detail) = stateValue.value else { return }
    detail.picture = .loaded(image)
    stateValue.value = .showing(detail)
  }
}
