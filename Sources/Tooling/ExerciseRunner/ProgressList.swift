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

  /// The list; `current` is the exercise to work on next, marked with `▸`.
  static func render(_ rows: [Row], current: Exercise?, style: Paint) -> String {
    let passed = rows.filter { $0.status == .passed }.count
    var text = style.bold("Exercises  ") + bar(passed: passed, total: rows.count) + "\n\n"
    let width = (rows.map(\.exercise.label.count).max() ?? 0) + 2
    for row in rows {
      let label = row.exercise.label.padding(toLength: width, withPad: " ", startingAt: 0)
      let line: String
      if row.status == .passed {
        line = "  " + style.green("✓") + " " + label + style.dim(row.title)
      } else if row.exercise == current {
        line =
          "  " + style.yellow("▸") + " " + style.bold(label) + row.title + "  "
          + style.dim("(\(row.status.summary))")
      } else {
        line = "    " + label + style.dim(row.title)
      }
      text += line + "\n"
    }
    return text
  }
}
