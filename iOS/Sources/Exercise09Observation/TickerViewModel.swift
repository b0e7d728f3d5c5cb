// Made by `make ios` from Exercises/09-observation/Solution/TickerViewModel.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Observation

/// What the ticker screen can tell its view model.
@available(iOS 26.0, *)
@MainActor
protocol TickerViewModelInputs: AnyObject {
  /// The reader pressed Enter: every story so far has been seen.
  func markAllRead()
}

/// What the ticker screen shows: plain properties, which Observation tracks when a view reads
/// them.
@available(iOS 26.0, *)
@MainActor
protocol TickerViewModelOutputs: AnyObject {
  /// The newest headline.
  var headline: String { get }
  /// How many stories arrived since the reader last looked: "3 new stories".
  var unreadText: String { get }
}

/// The ticker's view model as its screen sees it: `Observable`, so the screen can track what it
/// reads, and nothing more — no callbacks, no run loop.
@available(iOS 26.0, *)
@MainActor
protocol TickerViewModelType: AnyObject, Observable {
  /// The side a view talks to.
  var inputs: any TickerViewModelInputs { get }
  /// The side a view reads.
  var outputs: any TickerViewModelOutputs { get }
}

/// The breaking-news ticker's logic: the newest headline, and how many stories are new. This
/// file is finished: the work is in the screen.
///
/// `@Observable` makes its stored properties tell the observers who read them that a change is
/// coming. (Since Swift 6.2 the macro stays quiet when an `Equatable` property is set to the
/// value it already has.)
@available(iOS 26.0, *)
@MainActor
@Observable
final class TickerViewModel: TickerViewModelType, TickerViewModelInputs, TickerViewModelOutputs {
  var inputs: any TickerViewModelInputs { self }
  var outputs: any TickerViewModelOutputs { self }

  private(set) var headline = "No news yet"
  private var unreadCount = 0

  var unreadText: String {
    switch unreadCount {
    case 0: "No new stories"
    case 1: "1 new story"
    default: "\(unreadCount) new stories"
    }
  }

  /// A story came over the wire: the news feed calls this.
  func storyDidArrive(_ title: String) {
    headline = title
    unreadCount += 1
  }

  func markAllRead() {
    unreadCount = 0
  }
}
