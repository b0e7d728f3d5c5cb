import Foundation
import NewsCore
import Observing
import TerminalUI

/// One story: title, date, picture, content. In MVVM the controller only
/// watches: the story comes formatted, as one state, and the picture's load
/// belongs to the view model, which goes away with this controller.
@MainActor
final class NewsDetailViewController: ViewController {
  private let viewModel: any NewsDetailViewModelType

  private let titleLabel = Label()
  private let dateLabel = Label()
  private let imageView = ImageView()
  private let contentLabel = Label()

  init(viewModel: any NewsDetailViewModelType) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
    title = NewsCopy.detailTitle
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func loadView() {
    titleLabel.font = .preferredFont(forTextStyle: .headline)
    titleLabel.numberOfLines = 0
    dateLabel.textColor = .secondaryLabel
    contentLabel.numberOfLines = 0
    let stack = StackView(arrangedSubviews: [titleLabel, dateLabel, imageView, contentLabel])
    stack.axis = .vertical
    stack.spacing = 1
    stack.translatesAutoresizingMaskIntoConstraints = false
    // A story longer than the screen scrolls, down only: it is as wide as the frame. As the
    // root view, the scroll view keeps it clear of the navigation bar by itself.
    let scrollView = ScrollView()
    scrollView.backgroundColor = .systemBackground
    scrollView.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
    ])
    view = scrollView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    viewModel.inputs.viewDidLoad()
  }

  /// Called by UIKit before the screen is laid out, and again whenever something read here
  /// changes: the view model's state, which Observation tracks as it is read.
  override func updateProperties() {
    super.updateProperties()
    render(viewModel.outputs.state)
  }

  /// Shows the story: the texts, and the picture where it is now.
  private func render(_ detail: NewsDetail) {
    titleLabel.text = detail.title
    dateLabel.text = detail.date
    contentLabel.text = detail.content
    imageView.isHidden = detail.picture == .noPicture
    switch detail.picture {
    case .noPicture: imageView.image = nil
    case .pending: imageView.image = Image(systemName: "photo")
    case .loaded(let image): imageView.image = Image(data: image)
    }
  }
}
