import NewsCore
import Observing
import TerminalUI

/// One story: title, date, picture, content. In MVVM the controller only
/// watches: the fields come formatted, and the picture's load belongs to the
/// view model, which goes away with this controller.
@MainActor
final class NewsDetailViewController: ViewController {
  let viewModel: any NewsDetailViewModelType
  private let bag = CancellationBag()

  private let titleLabel = Label(style: .bold)
  private let dateLabel = Label(style: .dim)
  private let imageView = ImageView()
  private let contentLabel = Label()

  init(viewModel: any NewsDetailViewModelType) {
    self.viewModel = viewModel
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
    bindViewModel()
    viewModel.inputs.viewDidLoad()
  }

  /// The fields are set once; the picture is watched, as it arrives later.
  private func bindViewModel() {
    titleLabel.text = viewModel.outputs.title
    dateLabel.text = viewModel.outputs.date
    contentLabel.text = viewModel.outputs.content
    viewModel.outputs.picture.bind { [weak self] picture in
      self?.show(picture)
    }.store(in: bag)
  }

  private func show(_ picture: PictureState) {
    switch picture {
    case .noPicture:
      imageView.placeholder = NewsCopy.noImageDetail
    case .pending:
      imageView.placeholder = NewsCopy.imageLoading
    case .loaded(let image):
      imageView.image = Image(data: image)
    }
  }
}
