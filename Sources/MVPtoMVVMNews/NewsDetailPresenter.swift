import NewsCore

/// One story's presenter, now a thin forwarder like the list's: the screen's events go to the
/// view model, each state comes back as calls on the passive view, and back goes to the
/// coordinator.
@MainActor
final class NewsDetailPresenter {
  /// Weak: the view controller owns its presenter.
  weak var view: (any NewsDetailView)?

  let viewModel: NewsDetailViewModel
  /// Weak: the coordinator outlives every detail screen, and is not this screen's to keep.
  private weak var coordinator: (any NewsCoordinating)?
  private let trace: MessageTrace

  init(
    viewModel: NewsDetailViewModel, coordinator: any NewsCoordinating,
    trace: MessageTrace = .disabled
  ) {
    self.viewModel = viewModel
    self.coordinator = coordinator
    self.trace = trace
    viewModel.onStateChanged = { [weak self] state in self?.render(state) }
  }

  func viewDidLoad() {
    trace.record(self, to: viewModel, "viewDidLoad()")
    viewModel.viewDidLoad()
  }

  /// The back key: leaving is the coordinator's decision to carry out.
  func back() {
    guard let coordinator else { return }
    trace.record(self, to: coordinator, "closeDetail()")
    coordinator.closeDetail()
  }

  private func render(_ state: NewsDetailViewModel.State) {
    trace.record(viewModel, to: self, "onStateChanged(picture: \(state.picture.summary))")
    tellView("show(title:date:content:)") {
      $0.show(title: state.title, date: state.date, content: state.content)
    }
    switch state.picture {
    case .noImage: tellView("showNoPicture()") { $0.showNoPicture() }
    case .pending: tellView("showPictureLoading()") { $0.showPictureLoading() }
    case .loaded(let picture): tellView("showPicture(_:)") { $0.showPicture(picture) }
    }
  }

  private func tellView(_ message: String, _ call: (any NewsDetailView) -> Void) {
    guard let view else { return }
    trace.record(self, to: view, message)
    call(view)
  }
}
