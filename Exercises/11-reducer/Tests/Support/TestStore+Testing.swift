import ExerciseSupport
import Observing
import Testing

extension TestStore {
  /// A test store whose every surprise is a Swift Testing issue, at the line of the check (the
  /// end of the test: at the line that made the store; while your test runs against a broken
  /// reducer, counted as the store's).
  convenience init(
    initialState: State,
    reducer: @escaping (inout State, Action) -> [Effect],
    effects: @escaping (Effect, _ send: @escaping @MainActor (Action) -> Void) -> CancellationToken,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    self.init(
      initialState: initialState, reducer: reducer, effects: effects, fileID: fileID,
      filePath: filePath, line: line, column: column
    ) { message, at in
      CaughtIssues.current?.noteTestStoreReport()
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: at.fileID, filePath: at.filePath, line: at.line, column: at.column))
    }
  }
}
