import AppShell
import Foundation
import Testing

@testable import LessonKit

/// The ownership diagrams are read from a real run and the code: who holds whom, strong or weak,
/// drawn for GitHub and written as a tree for a terminal.
@MainActor
@Suite("Ownership diagrams and the chooser's facts")
struct OwnershipTests {
  let workspace = Workspace(root: repositoryRoot)

  func graph(of name: String) throws -> OwnershipGraph {
    let variant = try #require(lessonVariants.first { $0.name == name })
    return try OwnershipGraph(variant, workspace: workspace)
  }

  @Test("MVP's presenters hold their view and the coordinator weakly, as their code declares")
  func weakAsDeclared() throws {
    let mvp = try graph(of: "mvp")
    let weak = Set(mvp.references.filter(\.isWeak).map { "\($0.holder).\($0.label ?? "")" })
    #expect(
      weak.isSuperset(of: [
        "NewsListPresenter.view", "NewsListPresenter.coordinator", "NewsDetailPresenter.view",
        "NavigationController.delegate",
      ]))
    let strong = mvp.references.filter { !$0.isWeak }.map { "\($0.holder).\($0.label ?? "")" }
    #expect(strong.contains("SceneDelegate.coordinator"))
    #expect(strong.contains("NewsListPresenter.interactor"))
    #expect(!strong.contains("NewsListPresenter.view"))
  }

  @Test("Boxes are classes, counted: the table's cells, the telling's own objects, UIKit's few")
  func boxesAreCounted() throws {
    let mvvm = try graph(of: "mvvm")
    let boxes = Dictionary(uniqueKeysWithValues: mvvm.boxes.map { ($0.name, $0.count) })
    #expect(boxes["SceneDelegate"] == 1)
    #expect((boxes["NewsCell"] ?? 0) > 1, "one cell for each visible row")
    #expect(boxes["NavigationController"] == 1)
    #expect(boxes["Label"] == nil, "views that hold no screen are not drawn")
    #expect(mvvm.ownBoxes.contains("NewsListViewModel") && !mvvm.ownBoxes.contains("TableView"))
  }

  @Test("A closure a box keeps is written in its box: a mirror cannot see what it captures")
  func closuresAreWrittenInTheirBox() throws {
    let store = try graph(of: "unidirectional")
    #expect(store.closures.contains { $0 == ("NewsListStore", "run") })
    let diagram = OwnershipDiagram.mermaid(store, screen: "NewsListViewController")
    #expect(
      diagram.contains(
        "    NewsListStore[\"NewsListStore<br/>reduce: a closure<br/>run: a closure\"]"))
    #expect(diagram.contains("%%           run: a closure"))
  }

  @Test("The diagram is Mermaid for GitHub, with the same graph as a tree in its comments")
  func diagramForBoth() throws {
    let diagram = OwnershipDiagram.mermaid(try graph(of: "mvp"), screen: "NewsListViewController")
    let lines = diagram.split(separator: "\n").map(String.init)
    #expect(lines.prefix(2) == ["```mermaid", "flowchart TD"])
    #expect(lines.dropFirst(2).prefix(3).last == "%% SceneDelegate", "a legend, then the tree")
    #expect(lines.last == "```")
    #expect(lines.contains("    NewsListPresenter -..->|view| NewsListViewController"))
    #expect(lines.contains("    SceneDelegate ==>|coordinator| NewsCoordinator"))
    #expect(
      lines.contains {
        $0.hasPrefix("%%")
          && $0.hasSuffix(
            "presenter: NewsListPresenter  ⇢ view: NewsListViewController, coordinator: NewsCoordinator"
          )
      })
    #expect(
      lines.contains {
        $0.hasPrefix("%") && $0.hasSuffix("navigationController: NavigationController ↑")
      })
    // Every line between the fences is a comment, a box's label or an arrow.
    for line in lines.dropFirst(2).dropLast() {
      #expect(
        line.hasPrefix("%% ") || line.contains("==>") || line.contains("-.->")
          || line.contains("-..->") || line.hasSuffix("\"]"), "\(line)")
    }
  }

  @Test("A diagram a screen: from the scene delegate to it, without the other screen's objects")
  func aDiagramAScreen() throws {
    let mvvm = try graph(of: "mvvm")
    #expect(
      OwnershipDiagram.screens(of: mvvm) == ["NewsListViewController", "NewsDetailViewController"])
    let story = OwnershipDiagram.mermaid(mvvm, screen: "NewsDetailViewController")
    #expect(story.contains("    SceneDelegate ==>|window| Window"), "what holds the screen up")
    #expect(story.contains("    NewsDetailViewModel ==>|imageLoader| TimedMockImageLoader"))
    #expect(!story.contains("NewsListViewModel"), "nothing only the list leads to")
    let markdown = OwnershipDiagram.markdown(mvvm)
    #expect(markdown.components(separatedBy: "```mermaid").count == 3)
    #expect(markdown.hasPrefix("From the scene delegate to `NewsListViewController`"))
  }

  @Test("Services held from above the screens are written in the holder's box, not drawn")
  func servicesFromAbove() throws {
    let mvp = try OwnershipDiagram.mermaid(graph(of: "mvp"), screen: "NewsDetailViewController")
    #expect(
      mvp.contains(
        "    SceneDelegate[\"SceneDelegate<br/>environment:<br/>FetchingNewsService,<br/>"
          + "TimedMockImageLoader\"]"))
    #expect(!mvp.contains("SceneDelegate ==>|environment|"))
    #expect(!mvp.contains("NewsCoordinator ==>|screens|"))
    #expect(mvp.contains("    NewsDetailPresenter ==>|imageLoader| TimedMockImageLoader"))
    #expect(mvp.contains("%%   environment: FetchingNewsService"), "the tree has them all")
  }

  @Test("MVP's coordinator is declared from the scene delegate first, so it is drawn above")
  func coordinatorFirst() throws {
    let mvp = OwnershipDiagram.mermaid(try graph(of: "mvp"), screen: "NewsListViewController")
    let coordinator = try #require(mvp.range(of: "SceneDelegate ==>|coordinator|"))
    let window = try #require(mvp.range(of: "SceneDelegate ==>|window|"))
    #expect(coordinator.lowerBound < window.lowerBound)
  }

  @Test("A harness's objects count as the test's, made by the initializer the test calls")
  func listScreenTestFollowsItsHarness() {
    let facts = TellingFacts(variants: lessonVariants, workspace: workspace)
    let mvc = facts.madeByListScreenTest(of: lessonVariants[0])
    #expect(mvc.contains("MVCHarness") && mvc.contains("Window"))
    #expect(mvc.contains("ScriptedNewsService"))
    #expect(!mvc.contains("TimedMockNewsFetcher"), "only the harness's other initializer makes it")
    let mvp = facts.madeByListScreenTest(of: lessonVariants[2])
    #expect(mvp.contains("FakeNewsListView") && mvp.contains("NewsListPresenter"))
    #expect(!mvp.contains("NewsRow"), "values are not counted")
  }

  @Test("Code is read for what it makes and calls, never in strings or comments")
  func tokens() {
    let code = """
      let window = Window.showing(NavigationController(rootViewController: list), size: size)
      let state = Recorder<Int>(viewModel.outputs.state) // Comment(
      let store = makeStore(answers: [.failure("Offline. Fake(")])
      scheduler.advance(by: .seconds(3))
      """
    let tokens = SwiftTokens(code)
    #expect(tokens.madeTypes == ["Window", "NavigationController", "Recorder"])
    #expect(tokens.calledFunctions == ["makeStore"])
    #expect(tokens.argumentLabels(calling: "Window.showing") == ["size"])
    #expect(
      SwiftTokens("init(size: Size = .zero, service makeService: (Int) -> Int) {")
        .parameterLabels == ["size", "service"])
  }
}
