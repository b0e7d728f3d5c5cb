import NewsCore
import Observing
import TerminalUI

/// One story: title, date, picture, content. In MVC the controller fills
/// the labels itself and loads the picture, holding the load's token so that
/// leaving the screen mid-load cancels it.
@MainActor
final class NewsDetailViewController: ViewController {
  private let item: NewsItem
  private let imageLoader: any ImageLoading
  private var pictureLoad: CancellationToken?

  private let titleLabel = Label(style: .bold)
  private let dateLabel = Label(style: .dim)
  private let imageView = ImageView()
  private let contentLabel = Label()

  init(item: NewsItem, imageLoader: any ImageLoading) {
    self.item = item
    self.imageLoader = imageLoader
    super.init()
    title = NewsCopy.detailTitle
    hint = NewsCopy.detailHint
  }

  override func loadView() {
    titleLabel.numberOfLines = 0
    contentLabel.numberOfLines = 0
    view = StackView(arrangedSubviews: [titleLabel, dateLabel, imageView, contentLabel])
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    titleLabel.text = item.title
    dateLabel.text = NewsDateFormat.string(from: item.date)
    contentLabel.text = item.content
    guard let url = item.imageURL else {
      imageView.placeholder = NewsCopy.noImageDetail
      return
    }
    imageView.placeholder = NewsCopy.imageLoading
    pictureLoad = imageLoader.loadImage(at: url) { [weak self] image in
      self?.imageView.image = Image(data: image)
    }
  }
}
