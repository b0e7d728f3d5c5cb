// Made by `make ios` from Sources/MVPtoMVVMNews/NewsDetailView.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation

/// The detail screen as its presenter sees it: a passive view, like `NewsListView`.
@MainActor
protocol NewsDetailView: AnyObject {
  /// Shows the story's texts.
  func show(title: String, date: String, content: String)
  /// Says the picture is on its way.
  func showPictureLoading()
  /// Says the story has no picture.
  func showNoPicture()
  /// Shows the picture, given as the loader delivered it.
  func showPicture(_ picture: Data)
}
