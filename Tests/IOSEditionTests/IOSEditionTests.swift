import Foundation
import Testing

@testable import IOSEdition

/// The repository this test file is in.
private let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The iOS edition tells the truth: `iOS/` is exactly what the tellings and the solutions make
/// today. Change a telling without running `make ios`, and this fails, naming the file.
@Suite("iOS/ matches the code")
struct IOSEditionTests {
  let edition = IOSEdition(root: repositoryRoot)
  /// The edition as the code makes it today: made once, for every test of the suite.
  static let made = Result { () throws(IOSForm.Refusal) in
    try IOSEdition(root: repositoryRoot).make()
  }

  @Test("Every telling and every exercise's solution is in iOS/, as the code makes it today")
  func editionIsUpToDate() throws {
    let problems = edition.drift(from: try Self.made.get())
    #expect(
      problems.isEmpty,
      "\(problems.joined(separator: "\n")): run `make ios` and commit what it changes")
  }

  @Test("The edition holds all six tellings and the eleven solutions, one library each")
  func everyUnitIsThere() {
    let modules = edition.sources().map(\.module)
    #expect(modules.filter { $0.hasSuffix("News") }.count == 6)
    #expect(modules.filter { $0.hasPrefix("Exercise") }.count == 11)
  }

  @Test("A changed telling is stale in the committed edition, by file")
  func aChangeIsNoticed() throws {
    var made = try Self.made.get()
    let index = try #require(made.firstIndex { $0.path.hasSuffix("MVCNews/NewsCell.swift") })
    made[index] = IOSEdition.Output(path: made[index].path, text: made[index].text + "\n")
    #expect(edition.drift(from: made) == ["iOS/Sources/MVCNews/NewsCell.swift is stale"])
  }

  @Test("The app shows every telling, in the kit's order, those needing iOS 26 only there")
  func appShowsEveryTelling() throws {
    let made = try Self.made.get()
    let scene = try #require(made.first { $0.path.hasSuffix("TellingsSceneDelegate.swift") })
    #expect(
      scene.text.contains(
        #"static let names = ["mvc", "mvvm", "mvp", "mvp-mvvm", "mvvm-observable", "unidirectional"]"#
      ))
    for telling in ["MVVMObservableNewsApp", "UnidirectionalNewsApp"] {
      #expect(
        scene.text.contains(
          "if #available(iOS 26.0, *) {\n        return (\(telling).makeSceneDelegate(), nil)"))
    }
    #expect(scene.text.contains("      return (MVCNewsApp.makeSceneDelegate(), nil)"))
    let entry = try #require(made.first { $0.path == "iOS/Sources/MVPNews/NewsApp.swift" })
    #expect(entry.text.contains(#"public static let name = "mvp""#))
    #expect(entry.text.contains("SceneDelegate() }"))
  }

  @Test("The app's manifest reads off a Mac too: AppleProductTypes only where it is")
  func appManifest() throws {
    let manifest = try #require(
      try Self.made.get().first { $0.path == "iOS/NewsKit.swiftpm/Package.swift" })
    #expect(manifest.text.contains("#if canImport(AppleProductTypes)\n  import AppleProductTypes"))
    #expect(manifest.text.contains("platforms: [.iOS(.v17)]"))
    for module in ["MVCNews", "MVPNews", "MVPtoMVVMNews", "MVVMNews", "MVVMObservableNews"] {
      #expect(
        manifest.text.contains(#".product(name: "\#(module)", package: "NewsArchitecturesIOS")"#))
    }
  }

  @Test("A file left in the app's folder that make ios no longer writes is noticed")
  func strayAppFile() throws {
    let made = try Self.made.get().filter { !$0.path.hasSuffix("SmokeTest.swift") }
    #expect(
      edition.drift(from: made) == [
        "iOS/NewsKit.swiftpm/Sources/NewsKitApp/SmokeTest.swift is no longer made from the code"
      ])
  }
}
