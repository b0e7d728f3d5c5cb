// A plant the shape check must refuse: UIKit's content configuration also says what it is in a
// given state, `updated(for:)`.
// expected: ContentConfiguration.swift:8:8: error: type 'PlantedConfiguration' does not conform
// expected: note: protocol requires function 'updated(for:)'
import TerminalUI

/// A content configuration without `updated(for:)`.
struct PlantedConfiguration: ContentConfiguration {
  @MainActor func makeContentView() -> any View & ContentView {
    ContentUnavailableView(configuration: .empty())
  }
}
