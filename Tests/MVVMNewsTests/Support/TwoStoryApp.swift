import AppShell
import NewsCore
import NewsTestSupport
import TerminalUI

@testable import MVVMNews

/// The whole MVVM app on the driver's virtual clock, over two scripted stories and an image
/// loader that records every request, so a test can see which pictures were cancelled.
@MainActor
func makeTwoStoryApp() -> (driver: NewsAppDriver, imageLoader: RecordingImageLoader) {
  var loader: RecordingImageLoader?
  let driver = NewsAppDriver(variant: MVVMNewsApp.self, size: Size(width: 60, height: 10)) {
    scheduler, trace in
    let service = ScriptedNewsService(
      scheduler: scheduler,
      answers: [.stories([.story("1", "First story"), .story("2", "Second story")])])
    loader = RecordingImageLoader(scheduler: scheduler)
    return NewsEnvironment(
      newsService: service, imageLoader: loader!, scheduler: scheduler, trace: trace)
  }
  return (driver, loader!)
}
