import NewsCore
import Observing
import TerminalUI

/// One story: title, date, picture, content. In MVVM the controller only
/// binds: the fields come formatted, and the picture's load belongs to the
/// view model, which goes away with this controller.
@MainActor
final class NewsDetailViewController: ViewController {
  let viewModel: any NewsDetailViewModelType
  private let observations = DisposeBag()

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
    let outputs = viewModel.outputs
    titleLabel.text = outputs.title
    dateLabel.text = outputs.date
    contentLabel.text = outputs.content
    outputs.picture.bind { [weak self] picture in
      self?.show(picture)
    }.store(in: observations)
    MessageTrace.record("inputs.viewDidLoad()", to: viewModel)
    viewModel.inputs.viewDidLoad()
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
