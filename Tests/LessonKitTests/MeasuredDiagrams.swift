/// Diagrams whose width was measured as GitHub would draw them: Mermaid 11.16 in a headless
/// Chromium at `securityLevel: 'strict'`, on a page in GitHub's fonts (Mermaid measures some
/// text in the page's), which Debian's Chromium draws with Arial's metrics;
/// `Scripts/render-diagrams.py` measures any Markdown's diagrams so. They are
/// lessons' diagrams from before and after issue 42 and drafts made on the way, so the estimate
/// is held to telling apart diagrams that fit from diagrams that do not.
enum MeasuredDiagrams {
  /// Each diagram, what it is, and the width of its `viewBox`, in pixels.
  static let all: [(name: String, diagram: String, width: Double)] = [
    (
      "Lesson 1's first load in MVC, six participants (before issue 42)",
      #"""
      sequenceDiagram
          participant NewsListModel
          participant NewsListViewController
          participant FetchingNewsService
          participant ThumbnailStore
          participant TimedMockImageLoader
          participant NotificationCenter
          Note over NewsListModel,NotificationCenter: start
          NewsListModel->>NewsListViewController: observe(\.isLoading): false
          NewsListViewController->>NewsListModel: reload()
          NewsListModel->>FetchingNewsService: loadNews()
          NewsListModel->>NewsListViewController: observe(\.isLoading): true
          NewsListModel->>NewsListViewController: observe(\.error): nil
          Note over NewsListModel,NotificationCenter: wait
          FetchingNewsService->>NewsListModel: loadNews completed: success(16 × NewsItem)
          NewsListModel->>NewsListViewController: observe(\.items): 16 × NewsItem
          ThumbnailStore->>TimedMockImageLoader: loadImage(reusable-upper-stage.jpg)
          ThumbnailStore->>TimedMockImageLoader: loadImage(driverless-loop-line.jpg)
          ThumbnailStore->>TimedMockImageLoader: loadImage(tls-retirement-timetable.jpg)
          NewsListModel->>NewsListViewController: observe(\.isLoading): false
          TimedMockImageLoader->>ThumbnailStore: loadImage(reusable-upper-stage.jpg) completed
          ThumbnailStore->>NotificationCenter: post(thumbnailDidLoad, reusable-upper-stage.jpg)
          TimedMockImageLoader->>ThumbnailStore: loadImage(driverless-loop-line.jpg) completed
          ThumbnailStore->>NotificationCenter: post(thumbnailDidLoad, driverless-loop-line.jpg)
          TimedMockImageLoader->>ThumbnailStore: loadImage(tls-retirement-timetable.jpg) completed
          ThumbnailStore->>NotificationCenter: post(thumbnailDidLoad, tls-retirement-timetable.jpg)
      """#,
      1642
    ),
    (
      "Lesson 3's first load in MVVM, twelve participants (before)",
      #"""
      sequenceDiagram
          participant NewsListViewModel
          participant NewsListViewController
          participant NewsListModel
          participant FetchingNewsService
          participant NewsCellViewModel
          participant NewsCell 1
          participant ThumbnailStore
          participant TimedMockImageLoader
          participant NewsCell 2
          participant NewsCell 3
          participant NewsCell 4
          participant NotificationCenter
          Note over NewsListViewModel,NotificationCenter: start
          NewsListViewModel->>NewsListViewController: NewsListState.loading
          NewsListViewController->>NewsListViewModel: inputs.viewDidLoad()
          NewsListViewModel->>NewsListModel: reload()
          NewsListModel->>FetchingNewsService: loadNews()
          NewsListModel->>NewsListViewModel: observe(\.isLoading): true
          NewsListModel->>NewsListViewModel: observe(\.error): nil
          Note over NewsListViewModel,NotificationCenter: wait
          FetchingNewsService->>NewsListModel: loadNews completed: success(16 × NewsItem)
          NewsListModel->>NewsListViewModel: observe(\.items): 16 × NewsItem
          NewsListModel->>NewsListViewModel: observe(\.isLoading): false
          NewsListViewModel->>NewsListViewController: NewsListState.loaded(16 × NewsRow)
          NewsCellViewModel->>NewsCell 1: PictureState.pending
          ThumbnailStore->>TimedMockImageLoader: loadImage(reusable-upper-stage.jpg)
          NewsCellViewModel->>NewsCell 2: PictureState.pending
          ThumbnailStore->>TimedMockImageLoader: loadImage(driverless-loop-line.jpg)
          NewsCellViewModel->>NewsCell 3: PictureState.pending
          ThumbnailStore->>TimedMockImageLoader: loadImage(tls-retirement-timetable.jpg)
          NewsCellViewModel->>NewsCell 4: PictureState.noPicture
          TimedMockImageLoader->>ThumbnailStore: loadImage(reusable-upper-stage.jpg) completed
          ThumbnailStore->>NotificationCenter: post(thumbnailDidLoad, reusable-upper-stage.jpg)
          NewsCellViewModel->>NewsCell 1: PictureState.loaded(41 bytes)
          TimedMockImageLoader->>ThumbnailStore: loadImage(driverless-loop-line.jpg) completed
          ThumbnailStore->>NotificationCenter: post(thumbnailDidLoad, driverless-loop-line.jpg)
          NewsCellViewModel->>NewsCell 2: PictureState.loaded(41 bytes)
          TimedMockImageLoader->>ThumbnailStore: loadImage(tls-retirement-timetable.jpg) completed
          ThumbnailStore->>NotificationCenter: post(thumbnailDidLoad, tls-retirement-timetable.jpg)
          NewsCellViewModel->>NewsCell 3: PictureState.loaded(41 bytes)
      """#,
      3170
    ),
    (
      "Lesson 5's failure and retry, quoted reasons (before)",
      #"""
      sequenceDiagram
          participant NewsListViewController
          participant NewsListPresenter
          participant NewsListViewModel
          participant NewsListInteractor
          participant FetchingNewsService
          Note over NewsListViewController,FetchingNewsService: start
          NewsListViewController->>NewsListPresenter: viewDidLoad()
          NewsListViewModel->>NewsListPresenter: NewsListState.loading
          NewsListPresenter->>NewsListViewController: showLoading()
          NewsListPresenter->>NewsListViewModel: inputs.viewDidLoad()
          NewsListViewModel->>NewsListInteractor: loadNews()
          NewsListInteractor->>FetchingNewsService: loadNews()
          Note over NewsListViewController,FetchingNewsService: wait
          FetchingNewsService->>NewsListInteractor: loadNews completed: failure(network("The network connection was lost."))
          NewsListInteractor->>NewsListViewModel: loadNews completed: failure(network("The network connection was lost."))
          NewsListViewModel->>NewsListPresenter: NewsListState.failed("The network connection was lost.")
          NewsListPresenter->>NewsListViewController: showError("The network connection was lost.")
          Note over NewsListViewController,FetchingNewsService: refresh
          NewsListViewController->>NewsListPresenter: refresh()
          NewsListPresenter->>NewsListViewModel: inputs.refresh()
          NewsListViewModel->>NewsListPresenter: NewsListState.loading
          NewsListPresenter->>NewsListViewController: showLoading()
          NewsListViewModel->>NewsListInteractor: loadNews()
          NewsListInteractor->>FetchingNewsService: loadNews()
      """#,
      2349
    ),
    (
      "Lesson 9's refresh, with a message to itself (before)",
      #"""
      sequenceDiagram
          participant NewsListViewController
          participant NewsListStore
          participant FetchingNewsService
          participant Window
          Note over NewsListViewController,Window: refresh
          NewsListViewController->>NewsListStore: NewsListAction.refreshPulled
          NewsListStore->>FetchingNewsService: loadNews()
          Window->>NewsListViewController: updateProperties()
          NewsListStore->>NewsListViewController: NewsListFace.loading
          Note over NewsListViewController,Window: wait
          FetchingNewsService->>NewsListStore: loadNews completed: success(16 × NewsItem)
          NewsListStore->>NewsListStore: NewsListAction.newsResponse(success(16 × NewsItem))
          Window->>NewsListViewController: updateProperties()
          NewsListStore->>NewsListViewController: NewsListFace.loaded(16 × NewsRow)
          NewsListViewController->>NewsListStore: NewsListAction.rowShown(0)
          NewsListViewController->>NewsListStore: NewsListAction.rowShown(1)
          NewsListViewController->>NewsListStore: NewsListAction.rowShown(2)
          NewsListViewController->>NewsListStore: NewsListAction.rowShown(3)
      """#,
      1227
    ),
    (
      "Lesson 3's cells, five participants (after)",
      #"""
      sequenceDiagram
          participant NewsCellViewModel
          participant NewsCell 1
          participant NewsCell 2
          participant NewsCell 3
          participant NewsCell 4
          Note over NewsCellViewModel,NewsCell 4: wait
          NewsCellViewModel->>NewsCell 1: PictureState.pending
          NewsCellViewModel->>NewsCell 2: PictureState.pending
          NewsCellViewModel->>NewsCell 3: PictureState.pending
          NewsCellViewModel->>NewsCell 4: PictureState.noPicture
          NewsCellViewModel->>NewsCell 1: PictureState.loaded(41 bytes)
          NewsCellViewModel->>NewsCell 2: PictureState.loaded(41 bytes)
          NewsCellViewModel->>NewsCell 3: PictureState.loaded(41 bytes)
      """#,
      1139
    ),
    (
      "Lesson 4's story opening, a message on two lines (after)",
      #"""
      sequenceDiagram
          participant NewsListViewController
          participant NewsListPresenter
          participant NewsCoordinator
          participant NavigationController
          Note over NewsListViewController,NavigationController: enter
          NewsListViewController->>NewsListPresenter: didSelectRow(at: 1)
          NewsListPresenter->>NewsCoordinator: showDetail(for:<br/>NewsItem(driverless-loop-line))
          NewsCoordinator->>NavigationController: push(NewsDetailViewController)
      """#,
      1090
    ),
    (
      "MVVM's list screen, the services drawn from the scene delegate (a draft)",
      #"""
      flowchart TD
          NewsListViewController["NewsListViewController<br/>detailViewModel: a closure"]
          NewsListDataSource["NewsListDataSource<br/>cellViewModel: a closure"]
          NewsCellViewModel["NewsCellViewModel ×4"]
          NewsCell["NewsCell ×4"]
          SceneDelegate ==>|window| Window
          SceneDelegate ==>|environment| FetchingNewsService
          SceneDelegate ==>|environment| TimedMockImageLoader
          Window ==>|rootViewController| NavigationController
          NavigationController ==> NewsListViewController
          NewsListViewController ==>|viewModel| NewsListViewModel
          NewsListViewController ==>|dataSource| NewsListDataSource
          NewsListViewController ==>|tableView| TableView
          NewsListViewModel ==>|model| NewsListModel
          NewsListViewModel ==>|thumbnails| ThumbnailStore
          NewsListViewModel ==>|cellViewModels| NewsCellViewModel
          TableView -.->|dataSource| NewsListDataSource
          TableView -.->|delegate| NewsListViewController
          TableView ==>|subviews| NewsCell
          NewsListModel ==>|service| FetchingNewsService
          ThumbnailStore ==>|imageLoader| TimedMockImageLoader
          NewsCell ==>|viewModelSlot| NewsCellViewModel
      """#,
      1347
    ),
    (
      "MVP's list screen, the coordinator met first from a presenter (a draft)",
      #"""
      flowchart TD
          SceneDelegate["SceneDelegate<br/>environment: FetchingNewsService, TimedMockImageLoader"]
          NewsCoordinator["NewsCoordinator<br/>screens: FetchingNewsService, TimedMockImageLoader"]
          NewsListInteractor["NewsListInteractor<br/>onThumbnailLoaded: a closure"]
          NewsCell["NewsCell ×4"]
          SceneDelegate ==>|window| Window
          SceneDelegate ==>|coordinator| NewsCoordinator
          Window ==>|rootViewController| NavigationController
          NewsCoordinator ==>|navigationController| NavigationController
          NavigationController ==> NewsListViewController
          NewsListViewController ==>|presenter| NewsListPresenter
          NewsListViewController ==>|tableView| TableView
          NewsListPresenter -..->|view| NewsListViewController
          NewsListPresenter ==>|interactor| NewsListInteractor
          NewsListPresenter -..->|coordinator| NewsCoordinator
          TableView -..->|"dataSource, delegate"| NewsListViewController
          TableView ==>|subviews| NewsCell
          NewsListInteractor ==>|service| FetchingNewsService
          NewsListInteractor ==>|imageLoader| TimedMockImageLoader
      """#,
      1086
    ),
    (
      "MVP's list screen, weak arrows one rank long (a draft)",
      #"""
      flowchart TD
          SceneDelegate["SceneDelegate<br/>environment: FetchingNewsService, TimedMockImageLoader"]
          NewsCoordinator["NewsCoordinator<br/>screens: FetchingNewsService, TimedMockImageLoader"]
          NewsListInteractor["NewsListInteractor<br/>onThumbnailLoaded: a closure"]
          NewsCell["NewsCell ×4"]
          SceneDelegate ==>|window| Window
          SceneDelegate ==>|coordinator| NewsCoordinator
          Window ==>|rootViewController| NavigationController
          NewsCoordinator ==>|navigationController| NavigationController
          NavigationController ==> NewsListViewController
          NewsListViewController ==>|presenter| NewsListPresenter
          NewsListViewController ==>|tableView| TableView
          NewsListPresenter -.->|view| NewsListViewController
          NewsListPresenter ==>|interactor| NewsListInteractor
          NewsListPresenter -.->|coordinator| NewsCoordinator
          TableView -.->|"dataSource, delegate"| NewsListViewController
          TableView ==>|subviews| NewsCell
          NewsListInteractor ==>|service| FetchingNewsService
          NewsListInteractor ==>|imageLoader| TimedMockImageLoader
      """#,
      999
    ),
    (
      "MVC's list screen (after)",
      #"""
      flowchart TD
          SceneDelegate["SceneDelegate<br/>environment:<br/>FetchingNewsService,<br/>TimedMockImageLoader"]
          NewsCell["NewsCell ×4"]
          SceneDelegate ==>|window| Window
          Window ==>|rootViewController| NavigationController
          NavigationController ==> NewsListViewController
          NewsListViewController ==>|model| NewsListModel
          NewsListViewController ==>|thumbnails| ThumbnailStore
          NewsListViewController ==>|imageLoader| TimedMockImageLoader
          NewsListViewController ==>|tableView| TableView
          NewsListModel ==>|service| FetchingNewsService
          ThumbnailStore ==>|imageLoader| TimedMockImageLoader
          TableView -..->|"dataSource, delegate"| NewsListViewController
          TableView ==>|subviews| NewsCell
      """#,
      834
    ),
    (
      "MVVM's list screen (after)",
      #"""
      flowchart TD
          SceneDelegate["SceneDelegate<br/>environment:<br/>FetchingNewsService,<br/>TimedMockImageLoader"]
          NewsListViewController["NewsListViewController<br/>detailViewModel: a closure"]
          NewsListDataSource["NewsListDataSource<br/>cellViewModel: a closure"]
          NewsCellViewModel["NewsCellViewModel ×4"]
          NewsCell["NewsCell ×4"]
          SceneDelegate ==>|window| Window
          Window ==>|rootViewController| NavigationController
          NavigationController ==> NewsListViewController
          NewsListViewController ==>|viewModel| NewsListViewModel
          NewsListViewController ==>|dataSource| NewsListDataSource
          NewsListViewController ==>|tableView| TableView
          NewsListViewModel ==>|model| NewsListModel
          NewsListViewModel ==>|thumbnails| ThumbnailStore
          NewsListViewModel ==>|cellViewModels| NewsCellViewModel
          TableView -.->|dataSource| NewsListDataSource
          TableView -..->|delegate| NewsListViewController
          TableView ==>|subviews| NewsCell
          NewsListModel ==>|service| FetchingNewsService
          ThumbnailStore ==>|imageLoader| TimedMockImageLoader
          NewsCell ==>|viewModelSlot| NewsCellViewModel
      """#,
      1023
    ),
    (
      "MVP's list screen (after)",
      #"""
      flowchart TD
          SceneDelegate["SceneDelegate<br/>environment:<br/>FetchingNewsService,<br/>TimedMockImageLoader"]
          NewsCoordinator["NewsCoordinator<br/>screens:<br/>FetchingNewsService,<br/>TimedMockImageLoader"]
          NewsListInteractor["NewsListInteractor<br/>onThumbnailLoaded:<br/>a closure"]
          NewsCell["NewsCell ×4"]
          SceneDelegate ==>|coordinator| NewsCoordinator
          SceneDelegate ==>|window| Window
          Window ==>|rootViewController| NavigationController
          NewsCoordinator ==>|navigationController| NavigationController
          NavigationController ==> NewsListViewController
          NewsListViewController ==>|presenter| NewsListPresenter
          NewsListViewController ==>|tableView| TableView
          NewsListPresenter -..->|view| NewsListViewController
          NewsListPresenter ==>|interactor| NewsListInteractor
          NewsListPresenter -..->|coordinator| NewsCoordinator
          TableView -..->|"dataSource, delegate"| NewsListViewController
          TableView ==>|subviews| NewsCell
          NewsListInteractor ==>|service| FetchingNewsService
          NewsListInteractor ==>|imageLoader| TimedMockImageLoader
      """#,
      676
    ),
    (
      "MVP's story screen (after)",
      #"""
      flowchart TD
          SceneDelegate["SceneDelegate<br/>environment:<br/>FetchingNewsService,<br/>TimedMockImageLoader"]
          NewsCoordinator["NewsCoordinator<br/>screens:<br/>FetchingNewsService,<br/>TimedMockImageLoader"]
          SceneDelegate ==>|coordinator| NewsCoordinator
          SceneDelegate ==>|window| Window
          Window ==>|rootViewController| NavigationController
          NewsCoordinator ==>|navigationController| NavigationController
          NavigationController ==> NewsDetailViewController
          NewsDetailViewController ==>|presenter| NewsDetailPresenter
          NewsDetailPresenter -..->|view| NewsDetailViewController
          NewsDetailPresenter ==>|imageLoader| TimedMockImageLoader
          NewsDetailPresenter -..->|coordinator| NewsCoordinator
      """#,
      490
    ),
    (
      "The store's list screen (after)",
      #"""
      flowchart TD
          SceneDelegate["SceneDelegate<br/>environment:<br/>FetchingNewsService,<br/>TimedMockImageLoader"]
          NewsListViewController["NewsListViewController<br/>detailStore: a closure"]
          NewsListStore["NewsListStore<br/>reduce: a closure<br/>run: a closure"]
          NewsListDataSource["NewsListDataSource<br/>picture: a closure"]
          NewsCell["NewsCell ×4"]
          SceneDelegate ==>|window| Window
          Window ==>|rootViewController| NavigationController
          NavigationController ==> NewsListViewController
          NewsListViewController ==>|store| NewsListStore
          NewsListViewController ==>|dataSource| NewsListDataSource
          NewsListViewController ==>|tableView| TableView
          TableView -.->|dataSource| NewsListDataSource
          TableView -..->|delegate| NewsListViewController
          TableView ==>|subviews| NewsCell
      """#,
      569
    ),
  ]
}
