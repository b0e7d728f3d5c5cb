import Foundation
import TerminalUI

/// One episode's screen: its title and what it is about. It is finished: the coordinator makes
/// it and shows it.
@MainActor
final class EpisodeDetailViewController: ViewController {
  /// The episode shown.
  let episode: Episode

  private let titleLabel = Label()
  private let summaryLabel = Label()

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
    let stack = StackView(arrangedSubviews: [titleLabel, summaryLabel])
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
