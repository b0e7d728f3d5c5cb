// Made by `make ios` from Exercises/10-clock/Solution/ClockViewController.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import Observing
import UIKit

/// The clock screen: the time, large, and the time zone under it. It shows
/// what its view model says and tells it what happens: appearing,
/// disappearing, Enter.
@MainActor
final class ClockViewController: UIViewController {
  let viewModel: any ClockViewModelType
  private let clockView = ClockView()
  private let bag = CancellationBag()

  /// Creates the screen for `viewModel`.
  init(viewModel: any ClockViewModelType) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
    title = "Clock"
    addKeyCommand(
      UIKeyCommand(
        // ≠ key-commands
        title: "12/24-hour", action: #selector(ClockViewController.toggleHourFormat), input: "\r"))
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
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
  // ≠ key-commands
  @objc private func toggleHourFormat() {
    viewModel.inputs.toggleHourFormat()
  }
}

/// The time in the middle of the screen, the zone on the line below.
@MainActor
private final class ClockView: UIView {
  let timeLabel = UILabel()
  let zoneLabel = UILabel()

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
