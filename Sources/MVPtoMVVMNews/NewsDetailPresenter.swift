import NewsCore
import Observing

/// One story's presenter, now a thin forwarder like the list's: the screen's events go to the
/// view model, each state comes back as calls on the passive view, and back goes to the
/// coordinator.
@MainActor
final class NewsDetailPresenter {
  /// Weak: the view controller owns its presenter.
  weak var view: (any NewsDetailView)?

  let viewModel: any NewsDetailViewModelType
  /// Weak: the coordinator outlives every detail screen, and is not this screen's to keep.
  private weak var coordinator: (any NewsCoordinating)?
  private let bag = CancellationBag()

  init(viewModel: any NewsDetailViewModelType, coordinator: any NewsCoordinating) {
    self.viewModel = viewModel
    self.coordinator = coordinator
    viewModel.outputs.state.observe { [weak self] state in
      self?.render(state)
    }.store(in: bag)
  }

  func viewDidLoad() {
    MessageTrace.record("inputs.viewDidLoad()", to: viewModel)
    viewModel.inputs.viewDidLoad()
  }

  /// The back key: leaving is the coordinator's decision to carry out.
  func back() { coordinator?.closeDetail() }

  private func render(_ state: NewsDetailState) {
    guard case .showing(let detail) = state else { return }
    view?.show(title: detail.title, date: detail.date, content: detail.content)
    switch detail.picture {
    case .noPicture: view?.showNoPicture()
    case .pending: view?.showPictureLoading()
    case .loaded(let picture): view?.showPicture(picture)
    }
  }
}
