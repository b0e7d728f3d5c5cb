// Made by `make ios` from Sources/MVVMNews/NewsDetailViewController.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import NewsCore
import Observing
import UIKit

/// One story: title, date, picture, content. In MVVM the controller only
/// watches: the fields come formatted, and the picture's load belongs to the
/// view model, which goes away with this controller.
@MainActor
final class NewsDetailViewController: UIViewController {
  let viewModel: any NewsDetailViewModelType
  private let bag = CancellationBag()

  private let titleLabel = UILabel()
  private let dateLabel = UILabel()
  private let imageView = UIImageView()
  private let contentLabel = UILabel()

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
    let stack = UIStackView(arrangedSubviews: [titleLabel, dateLabel, imageView, contentLabel])
    stack.axis = .vertical
    stack.spacing = 1
    view = stack
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
    case .noPicture: imageView.isHidden = true
    case .pending: imageView.image = UIImage(systemName: "photo")
    case .loaded(let image): imageView.image = UIImage(data: image)
    }
  }
}
