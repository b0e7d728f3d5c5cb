// Made by `make ios`. What CI launches the app with (`--smoke-test`): each telling's list,
// seen on screen, then the app ends, saying what it saw.
import UIKit

/// Shows each tab in turn, waits for its list to load, and prints what it found: one line a
/// telling, then `smoke: passed` or `smoke: FAILED`, and the app exits 0 or 1. A telling this
/// system cannot show is skipped, and says so.
@MainActor
struct SmokeTest {
  let tabs: UITabBarController
  let names: [String]
  let skipped: Set<String>
  /// Longer than the mock feed's three seconds.
  private let wait = 4.0

  func start() { check(0, failures: 0) }

  private func check(_ index: Int, failures: Int) {
    guard index < names.count else {
      print(failures == 0 ? "smoke: passed" : "smoke: FAILED (\(failures))")
      exit(failures == 0 ? 0 : 1)
    }
    guard !skipped.contains(names[index]) else {
      print("smoke: \(names[index]): skipped, this iOS cannot show it")
      return check(index + 1, failures: failures)
    }
    tabs.selectedIndex = index
    DispatchQueue.main.asyncAfter(deadline: .now() + wait) {
      MainActor.assumeIsolated {
        let rows = rowsOnScreen(in: tabs.viewControllers?[index])
        let seen = rows.map { "\($0) rows" } ?? "no list"
        print("smoke: \(names[index]): \(seen)")
        check(index + 1, failures: failures + ((rows ?? 0) > 0 ? 0 : 1))
      }
    }
  }

  /// The rows of the list the tab shows, or `nil` when it shows none.
  private func rowsOnScreen(in screen: UIViewController?) -> Int? {
    guard let screen else { return nil }
    let top = (screen as? UINavigationController)?.topViewController ?? screen
    guard let table = top.view as? UITableView else { return nil }
    table.layoutIfNeeded()
    return table.visibleCells.isEmpty ? 0 : table.numberOfRows(inSection: 0)
  }
}
