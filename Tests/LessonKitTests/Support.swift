import AppShell
import Foundation
import LessonKit
import MVCNews
import MVPNews
import MVPtoMVVMNews
import MVVMNews
import MVVMObservableNews
import UnidirectionalNews

/// The repository this test file is in.
let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Every telling, for the lessons' diagrams and transcripts.
@MainActor
let lessonVariants: [any NewsVariant.Type] = [
  MVCNewsApp.self, MVVMNewsApp.self, MVPNewsApp.self, MVPtoMVVMNewsApp.self,
  MVVMObservableNewsApp.self, UnidirectionalNewsApp.self,
]

/// The lessons of this repository.
@MainActor
var book: LessonBook { LessonBook(root: repositoryRoot, variants: lessonVariants) }

/// The committed Markdown of every lesson, by name.
@MainActor
var committedLessons: [(name: String, text: String)] {
  book.sourceNames.map { ($0, book.committed($0) ?? "") }
}
