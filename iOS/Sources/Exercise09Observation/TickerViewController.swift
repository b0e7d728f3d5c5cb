// Made by `make ios` from Exercises/09-observation/Solution/TickerViewController.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import UIKit

/// The ticker screen: the newest headline, and how many stories are new. It shows its
/// `@Observable` view model, and follows it as iOS 26's UIKit lets a screen follow one: by
/// reading it where UIKit tracks what is read.
// ≠ observation-tracking
@available(iOS 26.0, *)
@MainActor
final class TickerViewController: UIViewController {
  let viewModel: any TickerViewModelType

  private let headlineLabel = UILabel()
  private let unreadLabel = UILabel()
  /// How many times the screen was drawn from the view model: the tests count redraws with it.
  private(set) var redrawCount = 0

  /// Creates the screen for `viewModel`.
  init(viewModel: any TickerViewModelType) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
    title = "Breaking news"
    addKeyCommand(
      // ≠ key-commands
      UIKeyCommand(title: "mark all read", action: #selector(TickerViewController.markAllRead), input: "\r"))
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func loadView() {
    headlineLabel.font = .preferredFont(forTextStyle: .headline)
    headlineLabel.numberOfLines = 0
    unreadLabel.textColor = .secondaryLabel
    let stack = UIStackView(arrangedSubviews: [headlineLabel, unreadLabel])
    stack.axis = .vertical
    view = stack
  }

  /// UIKit calls this before the screen is first laid out, and again, once, after any change
  /// to what it read here: Observation tracks the reads, as it does in a SwiftUI view's `body`.
  /// It runs when the run loop turns, after the change is done, so it draws the new values; and
  /// changes made before that turn come as one call.
  override func updateProperties() {
    super.updateProperties()
    redraw()
  }

  private func redraw() {
    redrawCount += 1
    headlineLabel.text = viewModel.outputs.headline
    unreadLabel.text = viewModel.outputs.unreadText
  }

  /// The Enter key.
  // ≠ key-commands
  @objc private func markAllRead() {
    viewModel.inputs.markAllRead()
  }
}
