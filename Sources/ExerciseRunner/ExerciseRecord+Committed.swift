// Made by `make record`; `make exercises-ci` fails when it no longer matches the files.
extension ExerciseRecord {
  /// The exercises' tests and solutions as committed: git blob id, then the path under Exercises/.
  public static let committed = ExerciseRecord(
    text: """
      6a60e62f068353c7cfd5dbd1125bb4e5d088e416 01-observable/Solution/Observable.swift
      e0e43a97aafa2caff89dcc3d7281e423b572a748 01-observable/Tests/ObservableTests.swift
      bc7651a8c4c701c74530a46bcbb19d835f371dc1 02-mvc-observer/Solution/StoryListModel.swift
      9fed6211ed739b48e45339bd81dac4be46e73cd3 02-mvc-observer/Solution/StoryListViewController.swift
      0ba20e4b9de88509d796bb5375df66f61df14004 02-mvc-observer/Tests/StoryListScreenTests.swift
      5f4920ec3c8eda3034fd0496c03e7a8a186fce45 03-extract-view-model/Solution/Article.swift
      55a72e503931a3bd0af5a8df875d384d22255f2a 03-extract-view-model/Solution/ArticleListView.swift
      dd9692678b95a27c7f3b25c72cfc762521be7b2d 03-extract-view-model/Solution/ArticleListViewController.swift
      928d66a8aed19da41ab4f33d623dc4ad9272a8b0 03-extract-view-model/Solution/ArticleListViewModel.swift
      306a31714a65210a30c4199e970b553436a7d962 03-extract-view-model/Tests/ArticleListScreenTests.swift
      7becbf4d5254d8c6fc04af99006f959878d66ef1 03-extract-view-model/Tests/ArticleListViewModelTests.swift
      bf2d99ca08c1495c6e7268ce76fb2023025acbf5 03-extract-view-model/Tests/FakeArticleService.swift
      719c245ada6ba17d7f9ba9ea9cae6e794040979d 04-playlist/Solution/JSONSongParser.swift
      900bdbd0485888be1d2035c14c20706042e7211b 04-playlist/Solution/PlaylistViewModel.swift
      963f187bb28731d88840dc432b79a8bb7308f150 04-playlist/Solution/Song.swift
      5ed77113b17564ea0b2c8aa8dbaed37b8c0a5cbb 04-playlist/Tests/FakeSongFetcher.swift
      fe000839c342fb95063c41659184d5af0da95126 04-playlist/Tests/JSONSongParserTests.swift
      ea07ac158c5688349f146630484ba9fa44fd5d84 04-playlist/Tests/PlaylistViewModelTests.swift
      6225c7cdff55af66665ac25617e116c039ff3cfe 05-state-machine/Solution/FeedState.swift
      3e9ef7c35e4a201a22eabee76ba4b4f8c6f47fd3 05-state-machine/Solution/FeedStateSequenceTest.swift
      ac15fdbe58aef3294127a408171dcd97a5934985 05-state-machine/Solution/FeedViewModel.swift
      11f8eb24cd747d7c2bb3647ef6336503981520bc 05-state-machine/Tests/BrokenFeedViewModels.swift
      bb606045c2144ef4f3248eeb7a45208641819fd1 05-state-machine/Tests/FeedViewModelTests.swift
      87a5f7b4b509fe343c37442a20d2f409b983df5f 05-state-machine/Tests/ScriptedFeedLoader.swift
      5905758a18f5832bdb2376b3d6ab6db8c83fb36a 06-reusable-owner/Solution/PhotoCell.swift
      10e9536d64465c19e81f074ce40ad7a4806a8bab 06-reusable-owner/Solution/PhotoRowViewModel.swift
      817e49140259215164650483d9625b6faaac43d5 06-reusable-owner/Tests/PhotoCellTests.swift
      e4c92626a98b939361bbbe2ef650e9d9e241852e 07-currency-rates/Solution/CurrencyRate.swift
      0c34692bf08e6b527225a4e475c847f9d53ef4a4 07-currency-rates/Solution/RatesDataSource.swift
      d9b83dcfddaaedae0f2902d964956a207bbba837 07-currency-rates/Solution/RatesViewController.swift
      2b8e5674810c9a7486df12e0f469ced37918a569 07-currency-rates/Solution/RatesViewModel.swift
      b13f28a7d0e72f5c37886d463846561b1e2fd74a 07-currency-rates/Tests/FakeRatesService.swift
      c62c0c6b5900966970cb4362b14574e812c5fdad 07-currency-rates/Tests/RatesDataSourceTests.swift
      a2c761da6c0d8e642d6ade86356d8e968e5da6a4 07-currency-rates/Tests/RatesScreenTests.swift
      53f166745afb2bc686d491887a7fe6ee0df2155f 07-currency-rates/Tests/RatesViewModelTests.swift
      7c8c531a5292c02e08a44bcf2411435134b1c201 08-clock/Solution/ClockModel.swift
      84a05ba573941ee9cf12711cf9731531cde0efa6 08-clock/Solution/ClockViewController.swift
      edf8ee9dd114ac2cb92a575e49ca955c1089a771 08-clock/Solution/ClockViewModel.swift
      b38c12374a24e7931287b01202a50ba08210c079 08-clock/Solution/WallClock.swift
      95a19a08066c1b38e2b23bd55c270e295b2546df 08-clock/Tests/ClockModelTests.swift
      8dd8bc55f093c726a1682aa9fc07378132bd2f02 08-clock/Tests/ClockScreenTests.swift
      55a0c816db8615f0c806a471eb97d0b042ae851c 08-clock/Tests/ClockViewModelTests.swift
      711573261513dfc29d3a77bcd6028fd06821516f 08-clock/Tests/VirtualClock.swift
      """)
}
