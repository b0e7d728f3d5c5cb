import Foundation
import NewsCore
import Observing

/// What the story screen's view tells its presenter: what happened, never what to do.
@MainActor
protocol NewsDetailPresenting: AnyObject {
  /// The screen exists: show the story, and fetch its picture if it has one.
  func viewDidLoad()
}

/// One story's presenter: it fills the passive detail view and loads the picture.
///
/// The picture is its only piece of work, so it talks to the image loader itself: an
/// interactor here would be a class that forwards one call. The load's token lives exactly as
/// long as the presenter, which lives as long as its screen, so leaving mid-load cancels it.
@MainActor
final class NewsDetailPresenter: NewsDetailPresenting {
  /// Weak: the view controller owns its presenter.
  weak var view: (any NewsDetailView)?

  private let item: NewsItem
  private let imageLoader: any ImageLoading
  private var pictureLoad: CancellationToken?

  init(item: NewsItem, imageLoader: any ImageLoading) {
    self.item = item
    self.imageLoader = imageLoader
  }

  func viewDidLoad() {
    let date = NewsDateFormat.string(from: item.date)
    view?.show(title: item.title, date: date, content: item.content)
    guard let url = item.imageURL else {
      view?.showNoPicture()
      return
    }
    view?.showPictureLoading()
    pictureLoad = imageLoader.loadImage(at: url) { [weak self] image in
      self?.view?.showPicture(image)
    }
  }
}
