import Foundation
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
    super.init(nibName: nil, bundle: nil)
    title = "Clock"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
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
  let timeLabel = Label()
  let zoneLabel = Label()

  override init(frame: CGRect) {
    super.init(frame: frame)
    timeLabel.font = .preferredFont(forTextStyle: .headline)
    zoneLabel.textColor = .secondaryLabel
    for label in [timeLabel, zoneLabel] {
      label.textAlignment = .center
      addSubview(label)
    }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// The time just above the middle row, the zone under it.
  override func layoutSubviews() {
    super.layoutSubviews()
    let middle = max((bounds.height / 2).rounded(.down) - 1, 0)
    timeLabel.frame = CGRect(x: 0, y: middle, width: bounds.width, height: 1)
    zoneLabel.frame = CGRect(x: 0, y: middle + 1, width: bounds.width, height: 1)
  }
}
