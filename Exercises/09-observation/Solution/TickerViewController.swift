import Observation
import Observing
import TerminalUI

/// The ticker screen: the newest headline, and how many stories are new. It watches its view
/// model with Swift's Observation framework, and redraws on the run loop it is given: the app's,
/// or a test's, which turns only when the test says.
@MainActor
final class TickerViewController: ViewController {
  let viewModel: any TickerViewModelType
  private let runLoop: any ChangeDelivery

  private let headlineLabel = Label(style: .bold)
  private let unreadLabel = Label(style: .dim)
  /// The redraw waiting for the run loop's next turn. Released with the screen, which cancels it.
  private var pendingRedraw: CancellationToken?
  /// How many times the screen was drawn from the view model: the tests count redraws with it.
  private(set) var redrawCount = 0

  /// Creates the screen for `viewModel`; it redraws on `runLoop`.
  init(viewModel: any TickerViewModelType, runLoop: any ChangeDelivery) {
    self.viewModel = viewModel
    self.runLoop = runLoop
    super.init()
    title = "Breaking news"
    hint = "⏎ mark all read · q quit"
    addKeyCommand(.enter, target: self, action: TickerViewController.markAllRead)
  }

  override func loadView() {
    headlineLabel.numberOfLines = 0
    view = StackView(arrangedSubviews: [headlineLabel, unreadLabel])
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    bindViewModel()
  }

  /// Draws the view model's outputs, and asks Observation to say when one of them is about to
  /// change.
  ///
  /// `withObservationTracking` is not a subscription: its `onChange` fires once, for the first
  /// change to anything the drawing read, and then the tracking is over. So every redraw comes
  /// back here, and reads the outputs inside the tracking again: that is the re-arming.
  private func bindViewModel() {
    withObservationTracking {
      redraw()
    } onChange: { [weak self] in
      // Called on the thread that is about to set the value, before it is set: in this app,
      // always the main actor.
      MainActor.assumeIsolated { self?.changeIsComing() }
    }
  }

  /// Observation says that a change is coming, not what it is: the new value is not stored
  /// yet, and reading it now would draw the old one. So the redraw — and the re-arming with
  /// it — waits for the run loop's next turn, when the change is done. Changes before that
  /// turn come as one redraw.
  private func changeIsComing() {
    pendingRedraw = runLoop.schedule(after: .zero) { [weak self] in
      self?.bindViewModel()
    }
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
