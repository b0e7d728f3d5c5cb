// Made by `make record`; `make exercises-ci` fails when it no longer matches the files.
extension ExerciseRecord {
  /// The exercises' tests and solutions as committed: git blob id, then the path under
  /// Exercises/; then each exercise's tests, which a pass needs reported passed by name.
  public static let committed = ExerciseRecord(
    text: """
      4eaa49e133f6510fb0eb3a622791819070594f5e 01-dynamic-value/Solution/DynamicValue.swift
      8ab4275180485f596242a904c8b7c24cc2ec9abb 01-dynamic-value/Tests/DynamicValueTests.swift
      764d062dffde9b28e11a76df9e5aa25e163c1654 02-mvc-observer/Solution/StoryListModel.swift
      833cffd95b20f18efe19a9ebe4a690da2594cb95 02-mvc-observer/Solution/StoryListViewController.swift
      bd39394fe9996078edba9461d2058670fbea4ba0 02-mvc-observer/Tests/StoryListScreenTests.swift
      5f4920ec3c8eda3034fd0496c03e7a8a186fce45 03-extract-view-model/Solution/Article.swift
      718a208cb6324b51d465e2f458704c1c2133cba3 03-extract-view-model/Solution/ArticleListView.swift
      52cdfd874636979f09c8263a8daf088d95f8944d 03-extract-view-model/Solution/ArticleListViewController.swift
      410bcd77a8097d93fce326981211b9d692e29569 03-extract-view-model/Solution/ArticleListViewModel.swift
      7acc066c0e26c3f3f772f0ec9f5dfed39a7a6e7f 03-extract-view-model/Tests/ArticleListScreenTests.swift
      b05a5f6c1fcd3dcb827f2a0bd7a52b08df053284 03-extract-view-model/Tests/ArticleListViewControllerTests.swift
      cd288b076619763d6b2ff550fd42ff00ec3980bb 03-extract-view-model/Tests/ArticleListViewModelTests.swift
      c74f97abc6fcc19b1a8c09afedb6ce36bc190ca4 03-extract-view-model/Tests/FakeArticleService.swift
      1676d7297a04836076fd1d9c5c2c94aeb2ed9c4e 03-extract-view-model/Tests/StubArticleListViewModel.swift
      719c245ada6ba17d7f9ba9ea9cae6e794040979d 04-playlist/Solution/JSONSongParser.swift
      b404b82a58ab0b206e0c2561c7e5397826bf6fe5 04-playlist/Solution/PlaylistViewController.swift
      4b8906e0b74bdf630a965e886865fafe3ad2d10b 04-playlist/Solution/PlaylistViewModel.swift
      963f187bb28731d88840dc432b79a8bb7308f150 04-playlist/Solution/Song.swift
      216b32c7725da1c10d03e4aed8c33de8567c17f7 04-playlist/Tests/FakeSongFetcher.swift
      305a5197e2067937d5f96a41620129065db19147 04-playlist/Tests/JSONSongParserTests.swift
      846fc151223d278bf7ec64aa1e6248396583bb8b 04-playlist/Tests/PlaylistScreenTests.swift
      470e0c582f53907750f8401dc55b24be07d08d93 04-playlist/Tests/PlaylistViewModelTests.swift
      e4c92626a98b939361bbbe2ef650e9d9e241852e 05-currency-rates/Solution/CurrencyRate.swift
      9c8926335dd9ed54015cbcd0c2722c239866e05a 05-currency-rates/Solution/RatesDataSource.swift
      98e7e17553471d8a323a5f136e51094e76928c0e 05-currency-rates/Solution/RatesViewController.swift
      b87e28e9425231dcfed7a2b8985e5bfe51136cd0 05-currency-rates/Solution/RatesViewModel.swift
      4505bd053bb96049a437a3d201495c4b902f1aba 05-currency-rates/Tests/FakeRatesService.swift
      fa80a79f69bb13a84ef4fbcefbcd87b55f67a3d7 05-currency-rates/Tests/RatesDataSourceTests.swift
      b4e26ca8b649bfd59c38cc169a1eb25c4456e315 05-currency-rates/Tests/RatesScreenTests.swift
      68b408b7adce3fc4b71bb626515316ad56e8773b 05-currency-rates/Tests/RatesViewModelTests.swift
      6db0c9fb70607980f63bcf4fe835c7c82ceea083 06-presenter/Solution/Episode.swift
      781e3b7de5ca854d2bd614b0fa09cdec370d077e 06-presenter/Solution/EpisodeCoordinator.swift
      7f310f97841fd7c8303987afea58070f004a758a 06-presenter/Solution/EpisodeDetailViewController.swift
      a309135236357a512632e48800645598d399d372 06-presenter/Solution/EpisodeListInteractor.swift
      7c7e3bf086975a8e7b8482e622718ba6ede22def 06-presenter/Solution/EpisodeListPresenter.swift
      6fba265ca480a1009d9c817b9764fe60adfc58b6 06-presenter/Solution/EpisodeListView.swift
      39182f33bc93620cd012fca903bf0dc185609196 06-presenter/Solution/EpisodeListViewController.swift
      87a893cfdf179b7d0ab4ed398991a21035518a23 06-presenter/Tests/EpisodeCoordinatorTests.swift
      7255a6f4b271f37f81e31f702778b9e6ba671c88 06-presenter/Tests/EpisodeListInteractorTests.swift
      1326ed72411cd71790e0577347b57ab3b6c39b91 06-presenter/Tests/EpisodeListPresenterTests.swift
      9c14f68226fa7217a81b283f10ae832dda8b8a5b 06-presenter/Tests/EpisodeListViewControllerTests.swift
      ccbc8fd4256d946cecdf090b42c77893c3e54b21 06-presenter/Tests/EpisodeScreenTests.swift
      c836a8c3e3845ccf7fb8fcdefac8617401e5e34b 06-presenter/Tests/Fakes.swift
      9770b6d8d69b69fb80c573a4e8b1c5f34efbc062 07-state-machine/Solution/FeedState.swift
      fc1da4476fc42a2b83c912377cfa2ce65eb5005e 07-state-machine/Solution/FeedStateSequenceTest.swift
      09d2572a6eefae387dce8f0064543ff7196357a1 07-state-machine/Solution/FeedViewModel.swift
      3b7dd7a628cb82103fae769c728210ce2e1eee04 07-state-machine/Tests/CaughtIssues.swift
      8745932c1665b8b912dbdd10e2b606546f2d1fb3 07-state-machine/Tests/FeedViewModelTests.swift
      0c719b43d9746dcb0bd90cf13031742c408d50b3 07-state-machine/Tests/OtherFeedViewModels.swift
      f51991749794e89061ba8c4ad8edbf6f5cf90c93 07-state-machine/Tests/Support/ScriptedFeedLoader.swift
      4c57c5f13f0e32f8ca5897573afd4bd9421f6442 08-reusable-owner/Solution/PhotoCell.swift
      a6b2a497c4d6c6410f110e0820cf480388c0807e 08-reusable-owner/Solution/PhotoRowViewModel.swift
      e9100b05be54d78c98c569c189013cff319fa466 08-reusable-owner/Tests/PhotoCellTests.swift
      0fdd45e652a5bdd1200bce839304677523ad27ef 09-observation/Solution/TickerViewController.swift
      19f5b25ce9b0093d08fd3dd85c8c5981b6b33b83 09-observation/Solution/TickerViewModel.swift
      534ab59b4226f0cfdf1e5d4cb8f5d51bc69006c0 09-observation/Tests/StubTickerViewModel.swift
      bde95d0c3f36bdbca0ccc19b99c59fd441e036f8 09-observation/Tests/TickerScreenTests.swift
      f215bf465fd6b0cc318816db60d8430e19380799 10-clock/Solution/ClockModel.swift
      d26196e7bfb3d21ed9d0970020f83b3161abf806 10-clock/Solution/ClockViewController.swift
      e967e7243de06613e55b2351518d76ccab272ab6 10-clock/Solution/ClockViewModel.swift
      b38c12374a24e7931287b01202a50ba08210c079 10-clock/Solution/WallClock.swift
      ba7e15c10515dfa19b3838c105fe098db4ad95f5 10-clock/Tests/ClockModelTests.swift
      f86435476e6595381caee63af4c4864bea317966 10-clock/Tests/ClockScreenTests.swift
      cfbf828f44c56bba498f757d5ad335e1cf12cb63 10-clock/Tests/ClockViewModelTests.swift
      4614005bcf479164785b76f381a5a85ea5fa0ecb 10-clock/Tests/VirtualClock.swift
      57d35786cf31efb615afc6cddc2f6090e4c02148 11-reducer/Solution/RefusedLikeTest.swift
      fe51103e560bf68ebb3ae30fa0ec6b6d489e4a0e 11-reducer/Solution/StoryLike.swift
      5af20aa3d28718bb0c24fa8b462830763c134e1b 11-reducer/Solution/StoryLikeReducer.swift
      cbd18bae1ff1f94ecb852412f9de49f13f2ac300 11-reducer/Tests/OtherLikeReducers.swift
      4384c2218b68519d00087a5dfcbc9a7131f02304 11-reducer/Tests/StoryLikeReducerTests.swift
      154376b26b289d46a95f9da5e858b450866b36f9 11-reducer/Tests/Support/CaughtIssues.swift
      4952d09e666539056811ad8671ce93bc54421752 11-reducer/Tests/Support/ScriptedLikeServer.swift
      4b2b3af9f920da9944392986ad4050ad099e20ac 11-reducer/Tests/Support/TestStore+Testing.swift
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
      test 02-mvc-observer StoryListScreenTests/emptyModelSaysSo()
      test 02-mvc-observer StoryListScreenTests/newTitlesAppear()
      test 03-extract-view-model ArticleListScreenTests/empty()
      test 03-extract-view-model ArticleListScreenTests/loaded()
      test 03-extract-view-model ArticleListScreenTests/loading()
      test 03-extract-view-model ArticleListScreenTests/released()
      test 03-extract-view-model ArticleListViewControllerTests/forwardsAndDecidesNothing()
      test 03-extract-view-model ArticleListViewControllerTests/showsWhatItsViewModelSays()
      test 03-extract-view-model ArticleListViewModelTests/daysOfAnyMonth()
      test 03-extract-view-model ArticleListViewModelTests/headerOverTime()
      test 03-extract-view-model ArticleListViewModelTests/loadingOverTime()
      test 03-extract-view-model ArticleListViewModelTests/loadsOnce()
      test 03-extract-view-model ArticleListViewModelTests/noArticles()
      test 03-extract-view-model ArticleListViewModelTests/oneArticle()
      test 03-extract-view-model ArticleListViewModelTests/rowsAreFormatted()
      test 03-extract-view-model ArticleListViewModelTests/theDayIsUTCs()
      test 04-playlist JSONSongParserTests/damagedPlaylists(_:)
      test 04-playlist JSONSongParserTests/emptyPlaylist()
      test 04-playlist JSONSongParserTests/readsSongs()
      test 04-playlist PlaylistScreenTests/failureAppears()
      test 04-playlist PlaylistScreenTests/songsAppear()
      test 04-playlist PlaylistViewModelTests/asksTheFetcher()
      test 04-playlist PlaylistViewModelTests/fetchFailure()
      test 04-playlist PlaylistViewModelTests/loadingOverTime()
      test 04-playlist PlaylistViewModelTests/parseFailure()
      test 04-playlist PlaylistViewModelTests/recovery()
      test 04-playlist PlaylistViewModelTests/refreshShowsTheSpinner()
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
      test 06-presenter EpisodeListPresenterTests/durations()
      test 06-presenter EpisodeListPresenterTests/emptyFeed()
      test 06-presenter EpisodeListPresenterTests/failureThenRetry()
      test 06-presenter EpisodeListPresenterTests/keepsNeitherViewNorCoordinator()
      test 06-presenter EpisodeListPresenterTests/loadShowsSpinnerThenRows()
      test 06-presenter EpisodeListPresenterTests/rowsKeepTheInteractorsOrder()
      test 06-presenter EpisodeListPresenterTests/selectionGoesToTheCoordinator()
      test 06-presenter EpisodeListPresenterTests/selectionOutOfRange()
      test 06-presenter EpisodeListViewControllerTests/reportsToItsPresenter()
      test 06-presenter EpisodeListViewControllerTests/selectionGoesToThePresenter()
      test 06-presenter EpisodeListViewControllerTests/showsWhatItIsTold()
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
      test 07-state-machine StateSequenceTestTests/catchesFlashedEmptyList()
      test 07-state-machine StateSequenceTestTests/catchesIgnoredRetry()
      test 07-state-machine StateSequenceTestTests/catchesLostReason()
      test 07-state-machine StateSequenceTestTests/catchesSilentRetry()
      test 07-state-machine StateSequenceTestTests/catchesSwallowedErrors()
      test 07-state-machine StateSequenceTestTests/passesForAnotherCorrectViewModel()
      test 07-state-machine StateSequenceTestTests/passesForTheViewModel()
      test 08-reusable-owner PhotoCellTests/bindingsEndWithTheirRow()
      test 08-reusable-owner PhotoCellTests/bindsIntoTheBagItIsHanded()
      test 08-reusable-owner PhotoCellTests/isAReusableOwner()
      test 08-reusable-owner PhotoCellTests/latePictureStaysOut()
      test 08-reusable-owner PhotoCellTests/ownsOnlyTheRowItShows()
      test 08-reusable-owner PhotoCellTests/scrollingBack()
      test 08-reusable-owner PhotoCellTests/showGoesThroughTheOwner()
      test 08-reusable-owner PhotoCellTests/showsItsRow()
      test 09-observation TickerScreenTests/changesInOneTurnRedrawOnce()
      test 09-observation TickerScreenTests/followsAnyObservableViewModel()
      test 09-observation TickerScreenTests/nothingNewNothingRedrawn()
      test 09-observation TickerScreenTests/redrawsAfterEveryChange()
      test 09-observation TickerScreenTests/releasedViewStopsObserving()
      test 09-observation TickerScreenTests/showsTheValueAfterTheChange()
      test 09-observation TickerScreenTests/showsTheViewModelAtOnce()
      test 09-observation TickerScreenTests/tracksEverythingItShows()
      test 09-observation TickerScreenTests/updatesWhenUIKitAsks()
      test 10-clock ClockModelTests/startReadsTheTime()
      test 10-clock ClockModelTests/startTwice()
      test 10-clock ClockModelTests/stopStops()
      test 10-clock ClockModelTests/ticksOnTheSecond()
      test 10-clock ClockScreenTests/coveredClockStops()
      test 10-clock ClockScreenTests/enterToggles()
      test 10-clock ClockScreenTests/followsTheClock()
      test 10-clock ClockScreenTests/goingAwayStopsEverything()
      test 10-clock ClockScreenTests/showsTheTime()
      test 10-clock ClockViewModelTests/aroundNoon()
      test 10-clock ClockViewModelTests/clocksGoBack()
      test 10-clock ClockViewModelTests/daylightSaving()
      test 10-clock ClockViewModelTests/display()
      test 10-clock ClockViewModelTests/halfHourZones()
      test 10-clock ClockViewModelTests/midnight()
      test 10-clock ClockViewModelTests/missedTicks()
      test 10-clock ClockViewModelTests/morning()
      test 10-clock ClockViewModelTests/summerAndWinter()
      test 10-clock ClockViewModelTests/theGivenZone()
      test 10-clock ClockViewModelTests/toggle()
      test 10-clock ClockViewModelTests/westOfGreenwich()
      test 11-reducer RefusedLikeTestTests/catchesAReducerThatForgetsTheCount()
      test 11-reducer RefusedLikeTestTests/catchesAReducerThatKeepsARefusedLike()
      test 11-reducer RefusedLikeTestTests/catchesAReducerThatLosesTheReason()
      test 11-reducer RefusedLikeTestTests/catchesAReducerThatSendsTheUndo()
      test 11-reducer RefusedLikeTestTests/catchesAReducerThatWaitsForTheServer()
      test 11-reducer RefusedLikeTestTests/catchesThroughTheTestStore()
      test 11-reducer RefusedLikeTestTests/passesForAnotherCorrectReducer()
      test 11-reducer RefusedLikeTestTests/passesForYourReducer()
      test 11-reducer StoryLikeReducerTests/aTapClearsTheRefusal()
      test 11-reducer StoryLikeReducerTests/aTapShowsAtOnce()
      test 11-reducer StoryLikeReducerTests/anAcceptedUnlikeStays()
      test 11-reducer StoryLikeReducerTests/refusedLikeIsTakenBack()
      test 11-reducer StoryLikeReducerTests/refusedUnlikeIsTakenBack()
      test 11-reducer StoryLikeReducerTests/theReducerDecidesFromValues()
      test 11-reducer StoryLikeReducerTests/theServersCountWins()
      """)
}
