/// Why a lesson cannot be made, naming the lesson, the line and what is wrong there.
public struct LessonError: Error, Equatable, CustomStringConvertible {
  /// The lesson's source file, as a path from the repository's root.
  public let lesson: String
  /// The line of the source the problem is on, counted from 1.
  public let line: Int
  /// What is wrong.
  public let problem: String

  /// Creates an error.
  public init(lesson: String, line: Int, _ problem: String) {
    self.lesson = lesson
    self.line = line
    self.problem = problem
  }

  public var description: String { "\(lesson):\(line): \(problem)" }
}
