import Foundation
import NewsCore
import TerminalUI

/// One story's screen, as a passive view: four views in a stack, filled by its presenter.
@MainActor
final class NewsDetailViewController: ViewController, NewsDetailView {
  var presenter: any NewsDetailPresenting

  private let titleLabel = Label(style: .bold)
  private let dateLabel = Label(style: .dim)
  private let imageView = ImageView()
  private let contentLabel = Label()

  init(presenter: any NewsDetailPresenting) {
    self.presenter = presenter
    super.init()
    title = NewsCopy.detailTitle
    hint = NewsCopy.detailHint
    // Taken before the navigation controller would pop by itself, so the coordinator decides.
    addKeyCommand(.back, target: self, action: NewsDetailViewController.back)
  }

  override func loadView() {
    titleLabel.numberOfLines = 0
    contentLabel.numberOfLines = 0
    view = StackView(arrangedSubviews: [titleLabel, dateLabel, imageView, contentLabel])
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    presenter.viewDidLoad()
  }

  /// The back key.
  func back() {
    presenter.back()
  }

  // MARK: NewsDetailView

  func show(title: String, date: String, content: String) {
    titleLabel.text = title
    dateLabel.text = date
    contentLabel.text = content
  }

  func showPictureLoading() { imageView.placeholder = NewsCopy.imageLoading }

  func showNoPicture() { imageView.placeholder = NewsCopy.noImageDetail }

  func showPicture(_ picture: Data) { imageView.image = Image(data: picture) }
}
