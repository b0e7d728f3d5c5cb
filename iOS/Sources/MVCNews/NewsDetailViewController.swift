// Made by `make ios` from Sources/MVCNews/NewsDetailViewController.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import NewsCore
import Observing
import UIKit

/// One story: title, date, picture, content. In MVC the controller fills
/// the labels itself and loads the picture, holding the load's token so that
/// leaving the screen mid-load cancels it.
@MainActor
final class NewsDetailViewController: UIViewController {
  private let item: NewsItem
  private let imageLoader: any ImageLoading
  private var pictureLoad: CancellationToken?

  private let titleLabel = UILabel()
  private let dateLabel = UILabel()
  private let imageView = UIImageView()
  private let contentLabel = UILabel()

  init(item: NewsItem, imageLoader: any ImageLoading) {
    self.item = item
    self.imageLoader = imageLoader
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
    titleLabel.text = item.title
    dateLabel.text = NewsDateFormat.string(from: item.date)
    contentLabel.text = item.content
    guard let url = item.imageURL else {
      imageView.isHidden = true
      return
    }
    imageView.image = UIImage(systemName: "photo")
    pictureLoad = imageLoader.loadImage(at: url) { [weak self] image in
      self?.imageView.image = UIImage(data: image)
    }
  }
}
