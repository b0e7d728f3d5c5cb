import Foundation
import NewsCore
import Observing

/// What the story screen's view tells its presenter: what happened, never what to do.
@MainActor
protocol NewsDetailPresenting: AnyObject {
  /// The screen exists: show the story, and fetch its picture if it has one.
  func viewDidLoad()
}

/// One story's presenter, a thin forwarder like the list's: the screen's events go to the
/// view model, and each state comes back as calls on the passive view.
@MainActor
final class NewsDetailPresenter: NewsDetailPresenting {
  /// Weak: the view controller owns its presenter.
  weak var view: (any NewsDetailView)?

  private let viewModel: any NewsDetailViewModelType
  private let bag = CancellationBag()

  init(viewModel: any NewsDetailViewModelType) {
    self.viewModel = viewModel
  }

  func viewDidLoad() {
    viewModel.outputs.state.bind { [weak self] detail in
      self?.render(detail)
    }.store(in: bag)
    viewModel.inputs.viewDidLoad()
  }

  private func render(_ detail: NewsDetail) {
    view?.show(title: detail.title, date: detail.date, content: detail.content)
    switch detail.picture {
    case .noPicture: view?.showNoPicture()
    case .pending: view?.showPictureLoading()
    case .loaded(let picture): view?.showPicture(picture)
    }
  }
}
