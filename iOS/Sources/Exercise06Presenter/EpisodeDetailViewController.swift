// Made by `make ios` from Exercises/06-presenter/Solution/EpisodeDetailViewController.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import UIKit

/// One episode's screen: its title and what it is about. It is finished: the coordinator makes
/// it and shows it.
@MainActor
final class EpisodeDetailViewController: UIViewController {
  /// The episode shown.
  let episode: Episode

  private let titleLabel = UILabel()
  private let summaryLabel = UILabel()

  /// Creates the screen for `episode`.
  init(episode: Episode) {
    self.episode = episode
    super.init(nibName: nil, bundle: nil)
    title = "Episode"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func loadView() {
    titleLabel.font = .preferredFont(forTextStyle: .headline)
    titleLabel.numberOfLines = 0
    summaryLabel.numberOfLines = 0
    let stack = UIStackView(arrangedSubviews: [titleLabel, summaryLabel])
    stack.axis = .vertical
    stack.spacing = 1
    view = stack
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    titleLabel.text = episode.title
    summaryLabel.text = episode.summary
  }
}
