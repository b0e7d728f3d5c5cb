import Foundation
import TerminalUI

/// The ticker screen: the newest headline, and how many stories are new. It shows its
/// `@Observable` view model, and follows it as iOS 26's UIKit lets a screen follow one: by
/// reading it where UIKit tracks what is read.
@MainActor
final class TickerViewController: ViewController {
  let viewModel: any TickerViewModelType

  private let headlineLabel = Label()
  private let unreadLabel = Label()
  /// How many times the screen was drawn from the view model: the tests count redraws with it.
  private(set) var redrawCount = 0

  /// Creates the screen for `viewModel`.
  init(viewModel: any TickerViewModelType) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
    title = "Breaking news"
    addKeyCommand(
      KeyCommand(title: "mark all read", action: TickerViewController.markAllRead, input: "\r"))
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func loadView() {
    headlineLabel.font = .preferredFont(forTextStyle: .headline)
    headlineLabel.numberOfLines = 0
    unreadLabel.textColor = .secondaryLabel
    let stack = StackView(arrangedSubviews: [headlineLabel, unreadLabel])
    stack.axis = .vertical
    view = stack
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    redraw()
  }

  private func redraw() {
    redrawCount += 1
    headlineLabel.text = viewModel.outputs.headline
    unreadLabel.text = viewModel.outputs.unreadText
  }

  /// The Enter key.
  private func markAllRead() {
    viewModel.inputs.markAllRead()
  }
}
