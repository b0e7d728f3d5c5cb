import AppShell
import Observing
import Tracing

/// The comparison of the variants in the syllabus, measured afresh each time the lessons are
/// made: lines of code per layer, the tests that need no view, and how many messages each key
/// sets off. Nothing in it is typed by hand.
@MainActor
struct VariantComparison {
  /// The layers a variant's files fall into, by the names the files share across variants.
  enum Layer: String, CaseIterable {
    case model = "model"
    case viewModel = "view models"
    case presenter = "presenters"
    case interactor = "interactor"
    case coordinator = "coordinator"
    case store = "store: reducers, actions, effects"
    case display = "display values"
    case view = "views and controllers"
    case wiring = "wiring"
    case tracing = "--trace (`Tracing.swift`)"

    /// The layer of the file called `name`.
    init(file name: String) {
      switch name {
      case "NewsListModel.swift", "ThumbnailStore.swift": self = .model
      case "NewsApp.swift": self = .wiring
      case Workspace.tracingFile: self = .tracing
      case _ where name == "NewsRow.swift" || name.hasSuffix("State.swift"): self = .display
      case _ where name.hasSuffix("ViewModel.swift"): self = .viewModel
      case _ where name.hasSuffix("Presenter.swift"): self = .presenter
      case _ where name.hasSuffix("Interactor.swift"): self = .interactor
      case _ where name.hasSuffix("Coordinator.swift"): self = .coordinator
      case _
      where ["Reducer", "Action", "Effect", "EffectRunner", "Store"].contains(where: {
        name.hasSuffix($0 + ".swift")
      }):
        self = .store
      default: self = .view
      }
    }
  }

  /// The keys of the standard tour, whose messages are counted.
  static let tour = "wait,down,enter,wait,back,refresh,wait"

  let variants: [any NewsVariant.Type]
  let workspace: Workspace

  /// The table, as Markdown.
  func markdown() throws(LaunchError) -> String {
    let names = variants.map { $0.name }
    var rows: [[String]] = []
    // Each variant's files with their lines of code, read once.
    let files = variants.map { variant in
      let folder = "Sources/" + Workspace.libraryName(of: variant)
      return workspace.swiftFiles(in: folder).map {
        (name: $0, lines: workspace.codeLines(at: "\(folder)/\($0)"))
      }
    }
    for layer in Layer.allCases {
      let counts = files.map { files in
        files.filter { Layer(file: $0.name) == layer }.map(\.lines).reduce(0, +)
      }
      guard counts.contains(where: { $0 > 0 }) else { continue }
      rows.append(["lines: \(layer.rawValue)"] + counts.map { $0 == 0 ? "—" : "\($0)" })
    }
    // The architecture's own lines: the tracing file is how `--trace` is made, not a layer.
    let taught = files.map { $0.filter { Layer(file: $0.name) != .tracing } }
    rows.append(
      ["**lines in all** (files), `--trace` aside"]
        + taught.map { files in "**\(files.map(\.lines).reduce(0, +))** (\(files.count))" })
    rows.append(["tests that need no view, of all"] + variants.map { testsWithoutView(of: $0) })
    var runs: [[(step: String, messages: [MessageTrace.Message])]] = []
    for variant in variants { runs.append(try TracedRun(variant).messages(of: Self.tour)) }
    for (index, step) in (runs.first ?? []).enumerated() {
      rows.append(
        ["messages on `\(step.step)`"] + runs.map { "\($0[index].messages.count)" })
    }
    let header = "| | " + names.map { "`\($0)`" }.joined(separator: " | ") + " |"
    let rule = "|---|" + names.map { _ in "---:|" }.joined()
    return ([header, rule] + rows.map { "| " + $0.joined(separator: " | ") + " |" })
      .joined(separator: "\n")
  }

  /// "12 of 20": the variant's tests that need no view, of all its tests.
  private func testsWithoutView(of variant: any NewsVariant.Type) -> String {
    let counts = Self.testCounts(of: variant, in: workspace)
    return "\(counts.viewless) of \(counts.all)"
  }

  /// The variant's tests, and those in files that build no view (import no TerminalUI and start
  /// no app). A parameterised test counts once.
  static func testCounts(of variant: any NewsVariant.Type, in workspace: Workspace) -> (
    viewless: Int, all: Int
  ) {
    let folder = "Tests/" + Workspace.libraryName(of: variant) + "Tests"
    var all = 0
    var viewless = 0
    for file in workspace.swiftFiles(in: folder) {
      let text = workspace.text(at: "\(folder)/\(file)") ?? ""
      let tests = Workspace.testCount(inSource: text)
      all += tests
      if !text.contains("import TerminalUI") && !text.contains("NewsAppDriver") {
        viewless += tests
      }
    }
    return (viewless, all)
  }
}
