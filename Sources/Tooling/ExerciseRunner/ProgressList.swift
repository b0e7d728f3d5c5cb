import TextDiff

/// The progress list of `kit exercises`: a bar, then every exercise with its status.
///
///     Exercises  3/10 ███░░░░░░░
///
///       ✓ 01 dynamic-value       Dynamic value: a value many can watch
///       ✓ 02 mvc-observer        MVC observer: a controller that watches its model
///       ✓ 03 extract-view-model  Extract a view model from a massive view controller
///       ▸ 04 playlist            Playlist: fetcher and parser behind protocols  (2 of 5 tests fail)
///         05 currency-rates      …
enum ProgressList {
  /// One row of the list.
  struct Row {
    let exercise: Exercise
    let title: String
    let status: ExerciseStatus
  }

  /// `3/10 ███░░░░░░░`: one block per exercise, filled for each one that passes.
  static func bar(passed: Int, total: Int) -> String {
    "\(passed)/\(total) " + String(repeating: "█", count: passed)
      + String(repeating: "░", count: max(total - passed, 0))
  }

  /// The list; `current` is the exercise to work on next, marked with `▸`. With `width` (a
  /// terminal's), each row is one line of it: a long title is cut with "…", never wrapped, and
  /// the current one's status always shows.
  static func render(_ rows: [Row], current: Exercise?, style: Paint, width: Int? = nil) -> String {
    let passed = rows.filter { $0.status == .passed }.count
    var text = style.bold("Exercises  ") + bar(passed: passed, total: rows.count) + "\n\n"
    let labelWidth = (rows.map(\.exercise.label.count).max() ?? 0) + 2
    for row in rows {
      let label = row.exercise.label.padding(toLength: labelWidth, withPad: " ", startingAt: 0)
      let status = row.exercise == current ? "  (\(row.status.summary))" : ""
      var title = row.title
      if let width {
        let room = width - 4 - labelWidth - status.count
        title = FittedScreen.cut(title, width: max(room, 1))
      }
      let line: String
      if row.status == .passed {
        line = "  " + style.green("✓") + " " + label + style.dim(title)
      } else if row.exercise == current {
        line =
          "  " + style.yellow("▸") + " " + style.bold(label) + title + style.dim(status)
      } else {
        line = "    " + label + style.dim(title)
      }
      text += line + "\n"
    }
    return text
  }
}
