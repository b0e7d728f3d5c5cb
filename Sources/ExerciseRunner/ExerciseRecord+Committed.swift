// Made by `make record`; `make exercises-ci` fails when it no longer matches the files.
extension ExerciseRecord {
  /// The exercises' tests and solutions as committed: git blob id, then the path under Exercises/.
  public static let committed = ExerciseRecord(
    text: """
      4eaa49e133f6510fb0eb3a622791819070594f5e 01-dynamic-value/Solution/DynamicValue.swift
      34bac596908139c8f4266e9a327eadf4865dc58c 01-dynamic-value/Tests/DynamicValueTests.swift
      9ba6df26420fc71b5071057faff08718641c0c3f 02-mvc-observer/Solution/StoryListModel.swift
      bb989c7b18af48f178da466c43009b71ef166b0d 02-mvc-observer/Solution/StoryListViewController.swift
      3df0dc3b4d46ff5924e276e8c191a8346937242a 02-mvc-observer/Tests/StoryListScreenTests.swift
      5f4920ec3c8eda3034fd0496c03e7a8a186fce45 03-extract-view-model/Solution/Article.swift
      718a208cb6324b51d465e2f458704c1c2133cba3 03-extract-view-model/Solution/ArticleListView.swift
      52cdfd874636979f09c8263a8daf088d95f8944d 03-extract-view-model/Solution/ArticleListViewController.swift
      410bcd77a8097d93fce326981211b9d692e29569 03-extract-view-model/Solution/ArticleListViewModel.swift
      92a844b06f9542673ff01134726c66eba90f0005 03-extract-view-model/Tests/ArticleListScreenTests.swift
      0e1ea9f150b6bd2431e696ddaa2e1214aa1e6364 03-extract-view-model/Tests/ArticleListViewControllerTests.swift
      1ffb65036c480d2b072b850f91eac8c4a565b6aa 03-extract-view-model/Tests/ArticleListViewModelTests.swift
      bf2d99ca08c1495c6e7268ce76fb2023025acbf5 03-extract-view-model/Tests/FakeArticleService.swift
      cf75a392a618376d34d03483330865b30350cb10 03-extract-view-model/Tests/StubArticleListViewModel.swift
      719c245ada6ba17d7f9ba9ea9cae6e794040979d 04-playlist/Solution/JSONSongParser.swift
      4b8906e0b74bdf630a965e886865fafe3ad2d10b 04-playlist/Solution/PlaylistViewModel.swift
      963f187bb28731d88840dc432b79a8bb7308f150 04-playlist/Solution/Song.swift
      5ed77113b17564ea0b2c8aa8dbaed37b8c0a5cbb 04-playlist/Tests/FakeSongFetcher.swift
      fe000839c342fb95063c41659184d5af0da95126 04-playlist/Tests/JSONSongParserTests.swift
      49d9abaf2251f18a7aa3af7a06329535f03d52a7 04-playlist/Tests/PlaylistViewModelTests.swift
      e4c92626a98b939361bbbe2ef650e9d9e241852e 05-currency-rates/Solution/CurrencyRate.swift
      f1a3c1f4408861debc007783ab99a1ddbcc54bd4 05-currency-rates/Solution/RatesDataSource.swift
      98e7e17553471d8a323a5f136e51094e76928c0e 05-currency-rates/Solution/RatesViewController.swift
      b87e28e9425231dcfed7a2b8985e5bfe51136cd0 05-currency-rates/Solution/RatesViewModel.swift
      b13f28a7d0e72f5c37886d463846561b1e2fd74a 05-currency-rates/Tests/FakeRatesService.swift
      3130bede1320812bd995ff7acc6e5b27f25bb83a 05-currency-rates/Tests/RatesDataSourceTests.swift
      43bcb84b782705e1255eec7d67d5732b25dada53 05-currency-rates/Tests/RatesScreenTests.swift
      af7be83d8a1451c05e1fc2edf446479f7149c7f9 05-currency-rates/Tests/RatesViewModelTests.swift
      6db0c9fb70607980f63bcf4fe835c7c82ceea083 06-presenter/Solution/Episode.swift
      781e3b7de5ca854d2bd614b0fa09cdec370d077e 06-presenter/Solution/EpisodeCoordinator.swift
      7f310f97841fd7c8303987afea58070f004a758a 06-presenter/Solution/EpisodeDetailViewController.swift
      a309135236357a512632e48800645598d399d372 06-presenter/Solution/EpisodeListInteractor.swift
      7c7e3bf086975a8e7b8482e622718ba6ede22def 06-presenter/Solution/EpisodeListPresenter.swift
      6fba265ca480a1009d9c817b9764fe60adfc58b6 06-presenter/Solution/EpisodeListView.swift
      39182f33bc93620cd012fca903bf0dc185609196 06-presenter/Solution/EpisodeListViewController.swift
      89d8f44b09d88c7ddcef5eb2775ffb4e7fa880a5 06-presenter/Tests/EpisodeCoordinatorTests.swift
      90fa6711fd3eb0f286c3f44c8eea1192c57833c5 06-presenter/Tests/EpisodeListInteractorTests.swift
      37ef435d8cfbd0b1830790fbafe3e04e98a4f2e2 06-presenter/Tests/EpisodeListPresenterTests.swift
      1e271ac396e4cf5cce102ba9ebe9580ac51e5e13 06-presenter/Tests/EpisodeScreenTests.swift
      7b9fd08df5322814b5b41d73dd091ffc13d37bb3 06-presenter/Tests/Fakes.swift
      9770b6d8d69b69fb80c573a4e8b1c5f34efbc062 07-state-machine/Solution/FeedState.swift
      beef3a87be6c6350413d85bf15e9577d38566c7b 07-state-machine/Solution/FeedStateSequenceTest.swift
      09d2572a6eefae387dce8f0064543ff7196357a1 07-state-machine/Solution/FeedViewModel.swift
      8f3ef0615c16e2d3f08872436384c1611033d88d 07-state-machine/Tests/FeedViewModelTests.swift
      27ea7c8aa9e32a51eb983b465e7bc08f230c73f2 07-state-machine/Tests/OtherFeedViewModels.swift
      87a5f7b4b509fe343c37442a20d2f409b983df5f 07-state-machine/Tests/ScriptedFeedLoader.swift
      64c5e2f48c64f7d0f80fb3bc570f7718e3909c6e 08-reusable-owner/Solution/PhotoCell.swift
      a6b2a497c4d6c6410f110e0820cf480388c0807e 08-reusable-owner/Solution/PhotoRowViewModel.swift
      9fbbae03511696f7dee69ada42d35858bcf8d192 08-reusable-owner/Tests/PhotoCellTests.swift
      0fdd45e652a5bdd1200bce839304677523ad27ef 09-observation/Solution/TickerViewController.swift
      19f5b25ce9b0093d08fd3dd85c8c5981b6b33b83 09-observation/Solution/TickerViewModel.swift
      0b2d69deabf062e6159e014ff21a6bd02184e1ea 09-observation/Tests/StubTickerViewModel.swift
      bdf50056c70da87ab5360ce8f2bedeeb7161b73f 09-observation/Tests/TickerScreenTests.swift
      f215bf465fd6b0cc318816db60d8430e19380799 10-clock/Solution/ClockModel.swift
      d26196e7bfb3d21ed9d0970020f83b3161abf806 10-clock/Solution/ClockViewController.swift
      e967e7243de06613e55b2351518d76ccab272ab6 10-clock/Solution/ClockViewModel.swift
      b38c12374a24e7931287b01202a50ba08210c079 10-clock/Solution/WallClock.swift
      ec616bffebc19a7cf07e81887e1ef5b4b6a0cb17 10-clock/Tests/ClockModelTests.swift
      7e1e1a5154c3bee677958a4c043525dba7c09dea 10-clock/Tests/ClockScreenTests.swift
      b5a8c6e1503110fbb4ffcffdad5e7eec87872ef8 10-clock/Tests/ClockViewModelTests.swift
      c05dfff5ab3e75ea20c722ad4c021e5c9b163886 10-clock/Tests/VirtualClock.swift
      """)
}
