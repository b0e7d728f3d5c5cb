import Observing
import TerminalUI

/// The clock screen: the time, large, and the time zone under it. It shows
/// what its view model says and tells it what happens: appearing,
/// disappearing, Enter.
@MainActor
final class ClockViewController: ViewController {
  let viewModel: any ClockViewModelType
  private let clockView = ClockView()
  private let bag = CancellationBag()

  /// Creates the screen for `viewModel`.
  init(viewModel: any ClockViewModelType) {
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
    bindViewModel()
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    viewModel.inputs.viewWillAppear()
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    viewModel.inputs.viewDidDisappear()
  }

  /// The display binds to both labels; the token goes in the bag, so the binding ends with the
  /// controller.
  private func bindViewModel() {
    viewModel.outputs.display.bind { [weak self] display in
      self?.clockView.timeLabel.text = display.time
      self?.clockView.zoneLabel.text = display.zone
    }.store(in: bag)
  }

  /// The Enter key.
  private func toggleHourFormat() {
    viewModel.inputs.toggleHourFormat()
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
