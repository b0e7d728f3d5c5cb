// Made by `make record`; `make exercises-ci` fails when it no longer matches the files.
extension ExerciseRecord {
  /// The exercises' tests and solutions as committed: git blob id, then the path under
  /// Exercises/; then each exercise's tests, which a pass needs reported passed by name.
  public static let committed = ExerciseRecord(
    text: """
      4eaa49e133f6510fb0eb3a622791819070594f5e 01-dynamic-value/Solution/DynamicValue.swift
      5abb831d7c005059c3b5113ce2defd54a7f24c64 01-dynamic-value/Tests/DynamicValueTests.swift
      9ba6df26420fc71b5071057faff08718641c0c3f 02-mvc-observer/Solution/StoryListModel.swift
      bb989c7b18af48f178da466c43009b71ef166b0d 02-mvc-observer/Solution/StoryListViewController.swift
      aa1074763a04223a850ba9be90f9cd35d3912b74 02-mvc-observer/Tests/StoryListScreenTests.swift
      5f4920ec3c8eda3034fd0496c03e7a8a186fce45 03-extract-view-model/Solution/Article.swift
      718a208cb6324b51d465e2f458704c1c2133cba3 03-extract-view-model/Solution/ArticleListView.swift
      52cdfd874636979f09c8263a8daf088d95f8944d 03-extract-view-model/Solution/ArticleListViewController.swift
      410bcd77a8097d93fce326981211b9d692e29569 03-extract-view-model/Solution/ArticleListViewModel.swift
      94b792990fded927d0e2d058d2dcfee791751090 03-extract-view-model/Tests/ArticleListScreenTests.swift
      974a0a509e075d82646fefd4c74639521d075855 03-extract-view-model/Tests/ArticleListViewControllerTests.swift
      ed15bfdf179a72e6dc2bffca2dac80e9d3675367 03-extract-view-model/Tests/ArticleListViewModelTests.swift
      cfa43e0007603aa0dbe944daff9261f54968984d 03-extract-view-model/Tests/FakeArticleService.swift
      e709135f5773c904887dbeb0657930bf2e5e9796 03-extract-view-model/Tests/StubArticleListViewModel.swift
      719c245ada6ba17d7f9ba9ea9cae6e794040979d 04-playlist/Solution/JSONSongParser.swift
      4b8906e0b74bdf630a965e886865fafe3ad2d10b 04-playlist/Solution/PlaylistViewModel.swift
      963f187bb28731d88840dc432b79a8bb7308f150 04-playlist/Solution/Song.swift
      0473f4ff5ae4e863fc61e2f3b6e583e8d57e3cb5 04-playlist/Tests/FakeSongFetcher.swift
      e475085f5fc1784eba6042fa80c36fb834c1c430 04-playlist/Tests/JSONSongParserTests.swift
      04f1d15297e70e73036be3230460ba0f79a64d37 04-playlist/Tests/PlaylistViewModelTests.swift
      e4c92626a98b939361bbbe2ef650e9d9e241852e 05-currency-rates/Solution/CurrencyRate.swift
      f1a3c1f4408861debc007783ab99a1ddbcc54bd4 05-currency-rates/Solution/RatesDataSource.swift
      98e7e17553471d8a323a5f136e51094e76928c0e 05-currency-rates/Solution/RatesViewController.swift
      b87e28e9425231dcfed7a2b8985e5bfe51136cd0 05-currency-rates/Solution/RatesViewModel.swift
      bc90a2fe19802389c02a9294249a3c21f03b8ccd 05-currency-rates/Tests/FakeRatesService.swift
      37adfb503b18596a19547bbb13d686b33c2a8f61 05-currency-rates/Tests/RatesDataSourceTests.swift
      30b602f89a5ef2912dbf9abcb6c5fedfac1e588c 05-currency-rates/Tests/RatesScreenTests.swift
      0ba54238fac8705464f042d4c40edb74be75591e 05-currency-rates/Tests/RatesViewModelTests.swift
      6db0c9fb70607980f63bcf4fe835c7c82ceea083 06-presenter/Solution/Episode.swift
      781e3b7de5ca854d2bd614b0fa09cdec370d077e 06-presenter/Solution/EpisodeCoordinator.swift
      7f310f97841fd7c8303987afea58070f004a758a 06-presenter/Solution/EpisodeDetailViewController.swift
      a309135236357a512632e48800645598d399d372 06-presenter/Solution/EpisodeListInteractor.swift
      7c7e3bf086975a8e7b8482e622718ba6ede22def 06-presenter/Solution/EpisodeListPresenter.swift
      6fba265ca480a1009d9c817b9764fe60adfc58b6 06-presenter/Solution/EpisodeListView.swift
      39182f33bc93620cd012fca903bf0dc185609196 06-presenter/Solution/EpisodeListViewController.swift
      32780e6afb2703a6d600b8b5d0d75b7804a32c90 06-presenter/Tests/EpisodeCoordinatorTests.swift
      1eafddaee2127f913bb842894e8cef9d795fcf3b 06-presenter/Tests/EpisodeListInteractorTests.swift
      b1882b3fda93369067552d5bfcad02225738e4cf 06-presenter/Tests/EpisodeListPresenterTests.swift
      57b0599fff47eab44f490c2e4706e277120b2d97 06-presenter/Tests/EpisodeScreenTests.swift
      373b7cd9d0a67226ab8240e6e03e6dfefb7d7053 06-presenter/Tests/Fakes.swift
      9770b6d8d69b69fb80c573a4e8b1c5f34efbc062 07-state-machine/Solution/FeedState.swift
      074af991bce0facbe6a6b0e6012f453067336c08 07-state-machine/Solution/FeedStateSequenceTest.swift
      09d2572a6eefae387dce8f0064543ff7196357a1 07-state-machine/Solution/FeedViewModel.swift
      3a4e1e952f1f5221d089083a80366579056594a7 07-state-machine/Tests/FeedViewModelTests.swift
      afe6b91bed5aa056c6b71cfc10c6f2de70f302e1 07-state-machine/Tests/OtherFeedViewModels.swift
      cfa28c9e3fd401cd46bb56ef2b517ab445f7b4d7 07-state-machine/Tests/ScriptedFeedLoader.swift
      64c5e2f48c64f7d0f80fb3bc570f7718e3909c6e 08-reusable-owner/Solution/PhotoCell.swift
      a6b2a497c4d6c6410f110e0820cf480388c0807e 08-reusable-owner/Solution/PhotoRowViewModel.swift
      c9a1b132881fa67c31b2055b9a9a1423951eaed1 08-reusable-owner/Tests/PhotoCellTests.swift
      0fdd45e652a5bdd1200bce839304677523ad27ef 09-observation/Solution/TickerViewController.swift
      19f5b25ce9b0093d08fd3dd85c8c5981b6b33b83 09-observation/Solution/TickerViewModel.swift
      51f451cc9a1eeb543d43ed2ac95fc3eff6b2b48c 09-observation/Tests/StubTickerViewModel.swift
      b4dcc5599aa03e71da48a1cb15001e71d8da006e 09-observation/Tests/TickerScreenTests.swift
      f215bf465fd6b0cc318816db60d8430e19380799 10-clock/Solution/ClockModel.swift
      d26196e7bfb3d21ed9d0970020f83b3161abf806 10-clock/Solution/ClockViewController.swift
      e967e7243de06613e55b2351518d76ccab272ab6 10-clock/Solution/ClockViewModel.swift
      b38c12374a24e7931287b01202a50ba08210c079 10-clock/Solution/WallClock.swift
      33e88a00fae5bc90b58afbeb91f6d59ee843559d 10-clock/Tests/ClockModelTests.swift
      49cde59a7c5d9eb94cb4c8a2bc57fb8996fad3e7 10-clock/Tests/ClockScreenTests.swift
      6bdfaae74a27b341e64c9d09a290739fe0c9faac 10-clock/Tests/ClockViewModelTests.swift
      024f0a8680b8ba8b8bf23a5b470a2092bd2b1c30 10-clock/Tests/VirtualClock.swift
      test 01-dynamic-value DynamicValueTests/aLaterObserverReplacesNoOne()
      test 01-dynamic-value DynamicValueTests/bindDeliversTheCurrentValue()
      test 01-dynamic-value DynamicValueTests/cancellingInAnyOrder()
      test 01-dynamic-value DynamicValueTests/cancellingOneTokenLeavesTheOthers()
      test 01-dynamic-value DynamicValueTests/everyChangeReachesAnObserver()
      test 01-dynamic-value DynamicValueTests/releasedObserversAreLetGo()
      test 01-dynamic-value DynamicValueTests/releasingATokenEndsTheObservation()
      test 01-dynamic-value DynamicValueTests/twoObserversBothHear()
      test 02-mvc-observer StoryListScreenTests/controllerIsReleased()
      test 02-mvc-observer StoryListScreenTests/coveredScreenKeepsFollowing()
      test 02-mvc-observer StoryListScreenTests/earlierTitlesAreShown()
      test 02-mvc-observer StoryListScreenTests/newTitlesAppear()
      test 03-extract-view-model ArticleListScreenTests/empty()
      test 03-extract-view-model ArticleListScreenTests/loaded()
      test 03-extract-view-model ArticleListScreenTests/loading()
      test 03-extract-view-model ArticleListScreenTests/released()
      test 03-extract-view-model ArticleListViewControllerTests/forwardsAndDecidesNothing()
      test 03-extract-view-model ArticleListViewControllerTests/showsWhatItsViewModelSays()
      test 03-extract-view-model ArticleListViewModelTests/headerOverTime()
      test 03-extract-view-model ArticleListViewModelTests/loadingOverTime()
      test 03-extract-view-model ArticleListViewModelTests/loadsOnce()
      test 03-extract-view-model ArticleListViewModelTests/noArticles()
      test 03-extract-view-model ArticleListViewModelTests/oneArticle()
      test 03-extract-view-model ArticleListViewModelTests/rowsAreFormatted()
      test 04-playlist JSONSongParserTests/damagedPlaylists(_:)
      test 04-playlist JSONSongParserTests/emptyPlaylist()
      test 04-playlist JSONSongParserTests/readsSongs()
      test 04-playlist PlaylistViewModelTests/asksTheFetcher()
      test 04-playlist PlaylistViewModelTests/fetchFailure()
      test 04-playlist PlaylistViewModelTests/loadingOverTime()
      test 04-playlist PlaylistViewModelTests/parseFailure()
      test 04-playlist PlaylistViewModelTests/recovery()
      test 04-playlist PlaylistViewModelTests/showsDisplayModels()
      test 04-playlist PlaylistViewModelTests/usesTheInjectedParser()
      test 05-currency-rates RatesDataSourceTests/cellShowsTheRow()
      test 05-currency-rates RatesDataSourceTests/oneRowPerRate()
      test 05-currency-rates RatesScreenTests/everythingIsReleased()
      test 05-currency-rates RatesScreenTests/ratesAppear()
      test 05-currency-rates RatesScreenTests/refreshKey()
      test 05-currency-rates RatesViewModelTests/asksForDollarRates()
      test 05-currency-rates RatesViewModelTests/doesNotOwnTheDataSource()
      test 05-currency-rates RatesViewModelTests/failureKeepsTheRows()
      test 05-currency-rates RatesViewModelTests/ratesBecomeRows()
      test 05-currency-rates RatesViewModelTests/recoveryClearsTheError()
      test 06-presenter EpisodeCoordinatorTests/coordinatorOpensTheEpisode()
      test 06-presenter EpisodeCoordinatorTests/theListIsThePresentersView()
      test 06-presenter EpisodeListInteractorTests/failureIsPassedOn()
      test 06-presenter EpisodeListInteractorTests/interactorSortsNewestFirst()
      test 06-presenter EpisodeListPresenterTests/emptyFeed()
      test 06-presenter EpisodeListPresenterTests/failureThenRetry()
      test 06-presenter EpisodeListPresenterTests/keepsNeitherViewNorCoordinator()
      test 06-presenter EpisodeListPresenterTests/loadShowsSpinnerThenRows()
      test 06-presenter EpisodeListPresenterTests/rowsKeepTheInteractorsOrder()
      test 06-presenter EpisodeListPresenterTests/selectionGoesToTheCoordinator()
      test 06-presenter EpisodeListPresenterTests/selectionOutOfRange()
      test 06-presenter EpisodeScreenTests/emptyFeed()
      test 06-presenter EpisodeScreenTests/enterOpensOneEpisode()
      test 06-presenter EpisodeScreenTests/everythingIsReleased()
      test 06-presenter EpisodeScreenTests/failureThenRetry()
      test 06-presenter EpisodeScreenTests/loadsOnce()
      test 06-presenter EpisodeScreenTests/showsTheEpisodes()
      test 07-state-machine FeedViewModelTests/failedLoad()
      test 07-state-machine FeedViewModelTests/retryAfterFailure()
      test 07-state-machine FeedViewModelTests/retryOnlyAfterFailure()
      test 07-state-machine FeedViewModelTests/successfulLoad()
      test 07-state-machine StateSequenceTestTests/catchesIgnoredRetry()
      test 07-state-machine StateSequenceTestTests/catchesLostReason()
      test 07-state-machine StateSequenceTestTests/catchesSilentRetry()
      test 07-state-machine StateSequenceTestTests/catchesSwallowedErrors()
      test 07-state-machine StateSequenceTestTests/passesForAnotherCorrectViewModel()
      test 07-state-machine StateSequenceTestTests/passesForTheViewModel()
      test 08-reusable-owner PhotoCellTests/isAReusableOwner()
      test 08-reusable-owner PhotoCellTests/latePictureStaysOut()
      test 08-reusable-owner PhotoCellTests/ownsOnlyTheRowItShows()
      test 08-reusable-owner PhotoCellTests/scrollingBack()
      test 08-reusable-owner PhotoCellTests/showsItsRow()
      test 09-observation TickerScreenTests/changesInOneTurnRedrawOnce()
      test 09-observation TickerScreenTests/followsAnyObservableViewModel()
      test 09-observation TickerScreenTests/nothingNewNothingRedrawn()
      test 09-observation TickerScreenTests/redrawsAfterEveryChange()
      test 09-observation TickerScreenTests/releasedViewStopsObserving()
      test 09-observation TickerScreenTests/showsTheValueAfterTheChange()
      test 09-observation TickerScreenTests/showsTheViewModelAtOnce()
      test 09-observation TickerScreenTests/tracksEverythingItShows()
      test 10-clock ClockModelTests/startReadsTheTime()
      test 10-clock ClockModelTests/startTwice()
      test 10-clock ClockModelTests/stopStops()
      test 10-clock ClockModelTests/ticksOnTheSecond()
      test 10-clock ClockScreenTests/coveredClockStops()
      test 10-clock ClockScreenTests/enterToggles()
      test 10-clock ClockScreenTests/followsTheClock()
      test 10-clock ClockScreenTests/goingAwayStopsEverything()
      test 10-clock ClockScreenTests/showsTheTime()
      test 10-clock ClockViewModelTests/daylightSaving()
      test 10-clock ClockViewModelTests/display()
      test 10-clock ClockViewModelTests/midnight()
      test 10-clock ClockViewModelTests/missedTicks()
      test 10-clock ClockViewModelTests/morning()
      test 10-clock ClockViewModelTests/toggle()
      test 10-clock ClockViewModelTests/westOfGreenwich()
      """)
}
