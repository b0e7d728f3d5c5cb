import Foundation
import NewsCore
import Observing

/// What the story screen's view tells its presenter: what happened, never what to do.
@MainActor
protocol NewsDetailPresenting: AnyObject {
  /// The screen exists: show the story, and fetch its picture if it has one.
  func viewDidLoad()
  /// The reader pressed back.
  func back()
}

/// One story's presenter, a thin forwarder like the list's: the screen's events go to the
/// view model, each state comes back as calls on the passive view, and back goes to the
/// coordinator.
@MainActor
final class NewsDetailPresenter: NewsDetailPresenting {
  /// Weak: the view controller owns its presenter.
  weak var view: (any NewsDetailView)?

  private let viewModel: any NewsDetailViewModelType
  /// Weak: the coordinator outlives every detail screen, and is not this screen's to keep.
  private weak let coordinator: (any NewsCoordinating)?
  private let bag = CancellationBag()

  init(viewModel: any NewsDetailViewModelType, coordinator: any NewsCoordinating) {
    self.viewModel = viewModel
    self.coordinator = coordinator
  }

  func viewDidLoad() {
    viewModel.outputs.state.bind { [weak self] detail in
      self?.render(detail)
    }.store(in: bag)
    viewModel.inputs.viewDidLoad()
  }

  /// The back key: leaving is the coordinator's decision to carry out.
  func back() { coordinator?.closeDetail() }

  private func render(_ detail: NewsDetail) {
    view?.show(title: detail.title, date: detail.date, content: detail.content)
    switch detail.picture {
    case .noPicture: view?.showNoPicture()
    case .pending: view?.showPictureLoading()
    case .loaded(let picture): view?.showPicture(picture)
    }
  }
}
