/// One instruction in a lesson's source, on a line of its own, that the generator replaces with
/// something taken from the real code: a diff, an excerpt, a diagram, a transcript, a table.
///
///     @diff Sources/MVCNews/X.swift Sources/MVVMNews/X.swift [--context 1]
///     @note "func didSetViewModel"
///     Why this hunk matters…
///     @end
///     @excerpt Sources/MVCNews/NewsListModel.swift "func reload()"
///     @file Sources/MVVMNews/NewsRow.swift
///     @sequence mvc [--fail] [--size 60x6] [--only A,B] wait | enter,wait
///     @transcript mvvm --trace --script wait,refresh --size 60x8
///     @ownership mvp
///     @table variants
///     @table choosing
///     @table list-screen-test
///     @table uikit-differences
///     @table ios-targets
enum Directive: Equatable {
  /// The unified diff of two files or two folders, with `context` unchanged lines around each
  /// change, each hunk followed by the notes anchored to it.
  case diff(old: String, new: String, context: Int, notes: [Note])
  /// One declaration of a file: the lines from the one that holds `anchor` to its closing brace,
  /// with the comments and attributes just above it.
  case excerpt(path: String, anchor: String)
  /// A whole file.
  case file(path: String)
  /// The messages of a scripted run as a sequence diagram: `setup` runs first, unshown, then the
  /// messages of `shown` are drawn; with `only`, those between the participants named.
  case sequence(
    variant: String, failing: Bool, size: String?, only: [String]?, setup: String, shown: String)
  /// What a scripted run prints, exactly.
  case transcript(variant: String, arguments: [String])
  /// Who holds whom in a real run of the variant, both screens open, as a diagram.
  case ownership(variant: String)
  /// The comparison of the variants, measured from the code, the tests and the traces.
  case variantTable
  /// What to choose a telling by, measured: code, tests, objects, the cost of a screen, iOS.
  case choosingTable
  /// What each telling's test of a failed load and its retry makes.
  case listScreenTestTable
  /// What differs from UIKit, from the list the shape check holds to.
  case uikitDifferencesTable
  /// The iOS version each unit of the iOS edition needs, from the edition itself.
  case iOSTargetsTable

  /// A paragraph of explanation attached to the hunk that contains `anchor`.
  struct Note: Equatable {
    /// Text of a line in the hunk (changed or context). It survives edits that move the hunk,
    /// which a line number would not.
    let anchor: String
    /// The explanation, as Markdown.
    let text: String
    /// Where the note starts in the source, for errors.
    let line: Int
  }
}
