import Testing

@testable import IOSEdition

/// What each entry of UIKitShape/Differences.md looks like in a unit's iOS form, one rule a test.
@Suite("A teaching unit in its iOS form")
struct IOSFormTests {
  /// `text` as one file of a unit, in its iOS form.
  func iOS(_ text: String) throws -> String {
    try IOSForm.transform([IOSForm.File(name: "File.swift", text: text)]).files[0].text
  }

  @Test("TerminalUI is imported as UIKit, and its names take UIKit's prefix but in comments")
  func namesAndImport() throws {
    let text = """
      import TerminalUI

      // A View here is a UIView there.
      final class List: ViewController, TableViewDataSource {
        let label = Label()
        var observation: KeyValueObservation?
      }
      """
    #expect(
      try iOS(text) == """
        import UIKit

        // A View here is a UIView there.
        final class List: UIViewController, UITableViewDataSource {
          let label = UILabel()
          var observation: NSKeyValueObservation?
        }
        """)
  }

  @Test("A name the unit declares itself keeps it: the unit's own SceneDelegate is not UIKit's")
  func declaredNamesStay() throws {
    let made = try iOS("final class SceneDelegate: Responder, WindowSceneDelegate {}")
    #expect(made == "final class SceneDelegate: UIResponder, UIWindowSceneDelegate {}")
  }

  @Test(
    "Only the plain line imports UIKit's stand-in: any other import of TerminalUI is refused",
    arguments: [
      "@preconcurrency import TerminalUI", "@testable import TerminalUI",
      "import struct TerminalUI.Label", "import TerminalUI.Label",
    ])
  func otherImportsAreRefused(line: String) {
    #expect(throws: IOSForm.Refusal.self) { try iOS("import Foundation\n" + line + "\n") }
  }

  @Test("TerminalUI imported twice is refused at the second line")
  func secondImportIsRefused() {
    #expect(
      throws: IOSForm.Refusal(
        file: "File.swift", line: 2,
        reason: "TerminalUI is imported twice; one `import TerminalUI` is UIKit's import")
    ) { try iOS("import TerminalUI\nimport TerminalUI\n") }
  }

  @Test("key-commands: the action is a selector, and the method it names is @objc")
  func keyCommands() throws {
    let text = """
      final class List: ViewController {
        func setUp() {
          addKeyCommand(KeyCommand(title: "refresh", action: List.refresh, input: "r"))
        }
        func refresh() {}
      }
      protocol ListInputs {
        func refresh()
      }
      """
    #expect(
      try iOS(text) == """
        final class List: UIViewController {
          func setUp() {
            // ≠ key-commands
            addKeyCommand(UIKeyCommand(title: "refresh", action: #selector(List.refresh), input: "r"))
          }
          // ≠ key-commands
          @objc func refresh() {}
        }
        protocol ListInputs {
          func refresh()
        }
        """)
  }

  @Test("cell-initializer: a cell overrides init(style:reuseIdentifier:), which is not required")
  func cellInitializer() throws {
    let made = try iOS(
      "  required init(style: CellStyle, reuseIdentifier: String?) {\n    super.init()\n  }")
    #expect(
      made
        == "  // ≠ cell-initializer\n  override init(style: CellStyle, reuseIdentifier: String?) {\n    super.init()\n  }"
    )
  }

  @Test(
    "key-value-observing: the model is an NSObject, a property Objective-C holds is @objc dynamic, another counts its changes for KVO"
  )
  func keyValueObserving() throws {
    let model = """
      import Observing

      @MainActor
      final class Model: KeyValueObservable {
        let keyValueObservers = KeyValueObservers()

        private(set) var isLoading = false {
          willSet { willChangeValue(for: \\.isLoading) }
          didSet { didChangeValue(for: \\.isLoading) }
        }
        private(set) var items: [Item] = [] {
          willSet { willChangeValue(for: \\.items) }
          didSet { didChangeValue(for: \\.items) }
        }
      }
      """
    let screen = """
      func start() {
        model.observe(\\.items) { [weak self] _, _ in
          self?.reload()
        }.store(in: bag)
      }
      """
    let unit = try IOSForm.transform([
      IOSForm.File(name: "Model.swift", text: model),
      IOSForm.File(name: "Screen.swift", text: screen),
    ])
    #expect(
      unit.files[0].text == """
        import Foundation
        import Observing

        // ≠ key-value-observing
        @MainActor
        final class Model: NSObject {
          // ≠ key-value-observing
          @objc dynamic private(set) var isLoading = false
          private(set) var items: [Item] = [] {
            didSet { itemsVersion += 1 }
          }
          // ≠ key-value-observing: KVO names only what Objective-C can hold, and `items`
          // cannot: observers watch its version.
          @objc dynamic private(set) var itemsVersion = 0
        }
        """)
    #expect(
      unit.files[1].text == """
        func start() {
          // ≠ observation-handler
          // ≠ key-value-observing
          model.observe(\\.itemsVersion) { [weak self] _, _ in
            MainActor.assumeIsolated {
              self?.reload()
            }
          }.store(in: bag)
        }
        """)
  }

  @Test("scene-delegate: UIKit makes it with init(), so it makes its environment itself")
  func sceneDelegate() throws {
    let text = """
      final class SceneDelegate: Responder, WindowSceneDelegate {
        var window: Window?
        private let environment: NewsEnvironment

        init(environment: NewsEnvironment) {
          self.environment = environment
        }

        func connect() {}
      }
      """
    #expect(
      try iOS(text) == """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          // ≠ scene-delegate
          private let environment = NewsEnvironment.live()

          func connect() {}
        }
        """)
  }

  @Test("A unit that reads its state in updateProperties() says each declaration needs iOS 26")
  func iOS26() throws {
    let unit = try IOSForm.transform([
      IOSForm.File(
        name: "Screen.swift",
        text:
          "/// A screen.\n@MainActor\nfinal class Screen: ViewController {\n  override func updateProperties() {}\n}\ntypealias Shown = Screen"
      )
    ])
    #expect(unit.needsIOS26)
    #expect(
      unit.files[0].text
        == "/// A screen.\n// ≠ observation-tracking\n@available(iOS 26.0, *)\n@MainActor\nfinal class Screen: UIViewController {\n  override func updateProperties() {}\n}\n@available(iOS 26.0, *)\ntypealias Shown = Screen"
    )
  }
}
