import TerminalUI

/// One episode's screen: its title and what it is about. It is finished: the coordinator makes
/// it and shows it.
@MainActor
final class EpisodeDetailViewController: ViewController {
  /// The episode shown.
  let episode: Episode

  private let titleLabel = Label(style: .bold)
  private let summaryLabel = Label()

  /// Creates the screen for `episode`.
  init(episode: Episode) {
    self.episode = episode
    super.init()
    title = "Episode"
    hint = "esc back · q quit"
  }

  override func loadView() {
    titleLabel.numberOfLines = 0
    summaryLabel.numberOfLines = 0
    view = StackView(arrangedSubviews: [titleLabel, summaryLabel])
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    titleLabel.text = episode.title
    summaryLabel.text = episode.summary
  }
}
