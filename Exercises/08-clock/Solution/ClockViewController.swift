import Observing
import TerminalUI

/// The clock screen: the time, large, and the time zone under it. It shows
/// what its view model says and tells it what happens: appearing,
/// disappearing, Enter.
@MainActor
final class ClockViewController: ViewController {
  private let viewModel: ClockViewModel
  private let clockView = ClockView()
  private var displayBinding: CancellationToken?

  /// Creates the screen for `viewModel`.
  init(viewModel: ClockViewModel) {
    self.viewModel = viewModel
    super.init()
    title = "Clock"
    hint = "⏎ 12/24-hour · q quit"
    addKeyCommand(.enter, target: self, action: ClockViewController.toggleHourFormat)
  }

  override func loadView() {
    view = clockView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    displayBinding = viewModel.display.bind { [weak self] display in
      self?.clockView.timeLabel.text = display.time
      self?.clockView.zoneLabel.text = display.zone
    }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    viewModel.viewWillAppear()
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    viewModel.viewDidDisappear()
  }

  private func toggleHourFormat() {
    viewModel.toggleHourFormat()
  }
}

/// The time in the middle of the screen, the zone on the line below.
@MainActor
private final class ClockView: View {
  let timeLabel = Label(style: .bold)
  let zoneLabel = Label(style: .dim)

  override init() {
    super.init()
    for label in [timeLabel, zoneLabel] {
      label.alignment = .center
      addSubview(label)
    }
  }

  override func layoutSubviews() {
    let middle = max(frame.height / 2 - 1, 0)
    timeLabel.frame = frame.slice(top: middle, height: 1)
    zoneLabel.frame = frame.slice(top: middle + 1, height: 1)
  }
}
