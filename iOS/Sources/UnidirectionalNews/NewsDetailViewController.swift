// Made by `make ios` from Sources/UnidirectionalNews/NewsDetailViewController.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import NewsCore
import Observing
import UIKit

/// One story: title, date, picture, content. The controller sends what happened and shows the
/// state; the picture's load belongs to the screen's store, which goes away with this
/// controller.
// ≠ observation-tracking
@available(iOS 26.0, *)
@MainActor
final class NewsDetailViewController: UIViewController {
  private let store: NewsDetailStore

  private let titleLabel = UILabel()
  private let dateLabel = UILabel()
  private let imageView = UIImageView()
  private let contentLabel = UILabel()

  init(store: NewsDetailStore) {
    self.store = store
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
    store.send(.screenLoaded)
  }

  /// Called by UIKit before the screen is laid out, and again whenever something read here
  /// changes: the store's state, which Observation tracks as it is read.
  override func updateProperties() {
    super.updateProperties()
    render(store.state)
  }

  /// Shows the story: the texts, and the picture where it is now.
  private func render(_ detail: NewsDetailState) {
    titleLabel.text = detail.title
    dateLabel.text = detail.date
    contentLabel.text = detail.content
    imageView.isHidden = detail.picture == .noPicture
    switch detail.picture {
    case .noPicture: imageView.image = nil
    case .pending: imageView.image = UIImage(systemName: "photo")
    case .loaded(let image): imageView.image = UIImage(data: image)
    }
  }
}
