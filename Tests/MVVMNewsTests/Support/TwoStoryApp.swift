import AppShell
import NewsCore
import NewsTestSupport
import TerminalUI

@testable import MVVMNews

/// The whole MVVM app on the driver's virtual clock, over two scripted stories and an image
/// loader that records every request, so a test can see which pictures were cancelled.
@MainActor
func makeTwoStoryApp(size: Size = Size(width: 60, height: 10)) -> (
  driver: NewsAppDriver, imageLoader: RecordingImageLoader
) {
  var loader: RecordingImageLoader?
  let driver = NewsAppDriver(variant: MVVMNewsApp.self, size: size) { scheduler in
    let service = ScriptedNewsService(
      scheduler: scheduler,
      answers: [
        .stories([Stories.item(id: "1", "First story"), Stories.item(id: "2", "Second story")])
      ])
    loader = RecordingImageLoader(scheduler: scheduler)
    return NewsEnvironment(newsService: service, imageLoader: loader!, scheduler: scheduler)
  }
  return (driver, loader!)
}
