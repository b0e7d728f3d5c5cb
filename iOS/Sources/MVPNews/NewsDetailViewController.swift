// Made by `make ios` from Sources/MVPNews/NewsDetailViewController.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import NewsCore
import UIKit

/// One story's screen, as a passive view: four views in a stack, filled by its presenter.
@MainActor
final class NewsDetailViewController: UIViewController, NewsDetailView {
  private let presenter: any NewsDetailPresenting

  private let titleLabel = UILabel()
  private let dateLabel = UILabel()
  private let imageView = UIImageView()
  private let contentLabel = UILabel()

  init(presenter: any NewsDetailPresenting) {
    self.presenter = presenter
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
    stack.translatesAutoresizingMaskIntoConstraints = false
    // A story longer than the screen scrolls, down only: it is as wide as the frame. As the
    // root view, the scroll view keeps it clear of the navigation bar by itself.
    let scrollView = UIScrollView()
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
    presenter.viewDidLoad()
  }

  // MARK: NewsDetailView

  func show(title: String, date: String, content: String) {
    titleLabel.text = title
    dateLabel.text = date
    contentLabel.text = content
  }

  func showPictureLoading() { show(UIImage(systemName: "photo")) }

  func showNoPicture() { show(nil) }

  func showPicture(_ picture: Data) { show(UIImage(data: picture)) }

  /// The picture, or no picture view at all.
  private func show(_ picture: UIImage?) {
    imageView.isHidden = picture == nil
    imageView.image = picture
  }
}
