import Observing
import TerminalUI

/// The clock screen: the time, large, and the time zone under it. It shows
/// what its view model says and tells it what happens: appearing,
/// disappearing, Enter.
@MainActor
final class ClockViewController: ViewController {
  let viewModel: any ClockViewModelType
  private let clockView = ClockView()

  /// Creates the screen for `viewModel`.
  init(viewModel: any ClockViewModelType) {
    self.viewModel = viewModel
    super.init()
    title = "Clock"
    hint = "⏎ 12/24-hour · q quit"
  }

  override func loadView() {
    view = clockView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    // TODO: in a bindViewModel(), show the view model's display in clockView's labels.
  }

  // TODO: tell the view model when the screen appears and disappears, and when Enter is pressed.
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
