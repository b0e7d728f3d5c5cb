import AppShell
import NewsCore
import Observing
import TerminalUI

/// One story: title, date, picture, content. In MVVM the controller only
/// binds: each output goes to one view, and the picture's load belongs to
/// the view model, which goes away with this controller.
@MainActor
final class NewsDetailViewController: ViewController {
  let viewModel: NewsDetailViewModel
  private let trace: MessageTrace
  private let bindings = DisposeBag()

  private let titleLabel = Label(style: .bold)
  private let dateLabel = Label(style: .dim)
  private let imageView = ImageView()
  private let contentLabel = Label()

  init(viewModel: NewsDetailViewModel, trace: MessageTrace) {
    self.viewModel = viewModel
    self.trace = trace
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
    bindViewModel()
    trace.record(self, to: viewModel, "inputs.viewDidLoad()")
    viewModel.inputs.viewDidLoad()
  }

  private func bindViewModel() {
    let outputs = viewModel.outputs
    outputs.title.bind { [weak self] in self?.titleLabel.text = $0 }.store(in: bindings)
    outputs.date.bind { [weak self] in self?.dateLabel.text = $0 }.store(in: bindings)
    outputs.content.bind { [weak self] in self?.contentLabel.text = $0 }.store(in: bindings)
    outputs.picture.bind { [weak self] picture in
      guard let self else { return }
      trace.record(viewModel, to: self, "outputs.picture: \(Self.describe(picture))")
      show(picture)
    }.store(in: bindings)
  }

  private func show(_ picture: NewsImageState) {
    switch picture {
    case .noImage:
      imageView.placeholder = NewsCopy.noImageDetail
      imageView.image = nil
    case .pending:
      imageView.placeholder = NewsCopy.imageLoading
      imageView.image = nil
    case .loaded(let image):
      imageView.image = Image(image)
    }
  }

  private static func describe(_ picture: NewsImageState) -> String {
    switch picture {
    case .noImage: "noImage"
    case .pending: "pending"
    case .loaded: "loaded"
    }
  }
}
