// Made by `make ios` from Sources/UnidirectionalNews/NewsRow.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation

/// One row of the list, ready to show: every string already formatted, and where its picture is.
///
/// This is what the view gets instead of a `NewsItem`. A cell that can only be handed these
/// values cannot format a date its own way or peek at the content, and a test can check the
/// formatting by comparing plain values.
@available(iOS 26.0, *)
struct NewsRow: Equatable, Sendable {
  /// The story's id: two stories with the same headline and date are still two rows.
  let id: String
  /// The headline, untouched: cutting it to the screen is the view's job.
  let title: String
  /// The day of the story, formatted for the list (`20 Nov 2026`).
  let date: String
  /// Where the story's picture is, when the row was made.
  var picture: PictureState
}

/// Where a story's picture is, as a view needs to know it. Shared by the list and the story
/// screen; each view shows it its own way.
@available(iOS 26.0, *)
enum PictureState: Equatable, Sendable {
  /// The story has no picture.
  case noPicture
  /// The picture has not arrived yet.
  case pending
  /// The picture's bytes, as the loader delivered them; the view decodes them.
  case loaded(Data)
}
