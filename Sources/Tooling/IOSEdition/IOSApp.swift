import Foundation

/// The iOS edition's app: every telling side by side, a tab each, as an app package Xcode opens
/// and runs as it is (`iOS/NewsKit.swiftpm`, `AppleProductTypes`' `.iOSApplication`). Made by
/// `make ios` from the tellings like the rest of `iOS/`, so a new telling is a new tab, and
/// `make test` fails when it is stale.
///
/// Each tab holds what that telling's own scene delegate builds: the app connects the delegate
/// to its scene as UIKit would, takes the screen off the window the delegate made, and keeps the
/// delegate, which owns what its telling made (MVP's coordinator). Each telling also gets a file
/// of its own, `NewsApp.swift`, its entry as the kit's `NewsApp.swift` is on Linux: its name, a
/// line on it, and its scene delegate, which no other module can make otherwise.
enum IOSApp {
  /// Where the app package is, in the edition.
  static let folder = "\(IOSEdition.folder)/NewsKit.swiftpm"
  /// The app target's folder, in the package.
  static let sources = "\(folder)/Sources/NewsKitApp"
  /// The app's bundle identifier, and the scheme and product Xcode shows.
  static let bundleIdentifier = "org.newsarchitectures.NewsKit"
  /// The launch argument that makes the app check each telling's list and exit, for CI.
  static let smokeTestArgument = "--smoke-test"

  /// One telling as the app shows it.
  struct Telling: Equatable {
    /// Its module, `MVCNews`.
    let module: String
    /// Its entry, `MVCNewsApp`.
    let entry: String
    /// Its name, `mvc`, as the kit's executables are named.
    let name: String
    /// A line on it, from the kit's entry.
    let summary: String
    /// Whether it needs iOS 26: it reads its state in `updateProperties()`.
    let needsIOS26: Bool
  }

  /// The telling whose kit entry is `text` (its `NewsApp.swift`), or `nil` when it is not one.
  static func telling(module: String, entry text: String, needsIOS26: Bool) -> Telling? {
    guard
      let entry = IOSForm.matches(of: #"public enum (\w+): NewsVariant"#, in: text, group: 1)
        .first,
      let name = IOSForm.matches(of: #"static let name = "([^"]+)""#, in: text, group: 1).first,
      let summary = IOSForm.matches(
        of: #"static let summary =\s*"([^"]+)""#, in: text, group: 1
      ).first
    else { return nil }
    return Telling(
      module: module, entry: entry, name: name, summary: summary, needsIOS26: needsIOS26)
  }

  /// `tellings` in the order the kit's `Package.swift` names their executables, the order of the
  /// stage's panes and of the lessons; any it does not name come last.
  static func inKitOrder(_ tellings: [Telling], manifest: String?) -> [Telling] {
    let order = IOSForm.matches(of: #"executable: "([\w-]+)""#, in: manifest ?? "", group: 1)
    return tellings.sorted {
      (order.firstIndex(of: $0.name) ?? order.count)
        < (order.firstIndex(of: $1.name) ?? order.count)
    }
  }

  /// The telling's entry in its iOS form: `iOS/Sources/MVCNews/NewsApp.swift`.
  static func entryFile(for telling: Telling, from source: String) -> IOSEdition.Output {
    let available = telling.needsIOS26 ? "@available(iOS 26.0, *)\n" : ""
    return IOSEdition.Output(
      path: "\(IOSEdition.folder)/Sources/\(telling.module)/NewsApp.swift",
      text: """
        // Made by `make ios` from \(source).
        // The telling's entry, as an app that shows several tellings reaches it; its scene
        // delegate is the telling's own.
        import UIKit

        /// The news app told as \(telling.name): \(telling.summary).
        \(available)@MainActor
        public enum \(telling.entry) {
          /// The telling's name, as the kit's executable is called.
          public static let name = "\(telling.name)"
          /// What the telling is, in a line.
          public static let summary = "\(telling.summary)"

          /// A scene delegate of the telling, to connect to a scene: it builds the app there.
          public static func makeSceneDelegate() -> any UIWindowSceneDelegate { SceneDelegate() }
        }

        """)
  }

  /// The app package: its manifest and its code.
  static func files(for tellings: [Telling]) -> [IOSEdition.Output] {
    [
      IOSEdition.Output(path: "\(folder)/Package.swift", text: manifest(for: tellings)),
      IOSEdition.Output(path: "\(sources)/AppDelegate.swift", text: appDelegate),
      IOSEdition.Output(
        path: "\(sources)/TellingsSceneDelegate.swift", text: sceneDelegate(for: tellings)),
      IOSEdition.Output(path: "\(sources)/SmokeTest.swift", text: smokeTest),
    ]
  }

  static func manifest(for tellings: [Telling]) -> String {
    let products = tellings.map {
      "        .product(name: \"\($0.module)\", package: \"NewsArchitecturesIOS\"),"
    }
    return """
      // swift-tools-version: 6.2
      // The tellings side by side as an iPhone and iPad app, made by `make ios` (`make test` fails
      // when it is stale). Open this folder in Xcode and run the NewsKit scheme on a simulator or a
      // phone: Xcode reads the `.iOSApplication` product as an app, and needs no project. Off a
      // Mac there is no AppleProductTypes, and the app is an ordinary executable that only Apple's
      // platforms can build; `swift package describe` still reads it.
      import PackageDescription

      #if canImport(AppleProductTypes)
        import AppleProductTypes

        let app: [Product] = [
          .iOSApplication(
            name: "NewsKit",
            targets: ["NewsKitApp"],
            bundleIdentifier: "\(bundleIdentifier)",
            teamIdentifier: "",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .book),
            accentColor: .presetColor(.blue),
            supportedDeviceFamilies: [.pad, .phone],
            supportedInterfaceOrientations: [
              .portrait, .landscapeRight, .landscapeLeft,
              .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ]
          )
        ]
      #else
        let app: [Product] = [.executable(name: "NewsKit", targets: ["NewsKitApp"])]
      #endif

      let package = Package(
        name: "NewsKit",
        // The edition's: the tellings that need iOS 26 are shown only there.
        platforms: [.iOS(.v17)],
        products: app,
        dependencies: [.package(name: "NewsArchitecturesIOS", path: "..")],
        targets: [
          .executableTarget(
            name: "NewsKitApp",
            dependencies: [
      \(products.joined(separator: "\n"))
            ],
            path: "Sources/NewsKitApp")
        ],
        swiftLanguageModes: [.v6]
      )

      """
  }

  static let appDelegate = """
    // Made by `make ios`. The app's delegate: each scene it is asked for shows every telling.
    import UIKit

    /// The app: its one kind of scene shows the tellings side by side, a tab each.
    @main
    final class AppDelegate: UIResponder, UIApplicationDelegate {
      func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
      ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(
          name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = TellingsSceneDelegate.self
        return configuration
      }
    }

    """

  static func sceneDelegate(for tellings: [Telling]) -> String {
    let cases = tellings.flatMap { telling in
      let make = "return (\(telling.entry).makeSceneDelegate(), nil)"
      let body =
        telling.needsIOS26
        ? [
          "  if #available(iOS 26.0, *) {", "    \(make)", "  }",
          "  return (nil, \"reads its state in updateProperties(), which UIKit has from iOS 26\")",
        ] : ["  " + make]
      return ["case \"\(telling.name)\":"] + body
    }.map { "    " + $0 }
    let names = tellings.map { "\"\($0.name)\"" }.joined(separator: ", ")
    return """
      // Made by `make ios` from the tellings: each is a tab, built by the telling's own scene
      // delegate. The tellings that need iOS 26 say so on an older system.
      import UIKit
      \(tellings.map { "import \($0.module)" }.joined(separator: "\n"))

      /// Shows every telling side by side, a tab each, each on its own timed mock feed: pull to
      /// refresh, open a story, go back, in every one of them.
      ///
      /// Each tab is what the telling's own scene delegate builds when it is connected to this
      /// scene, as UIKit would connect it: the app takes the screen off the window the delegate
      /// made, and keeps the delegate, which keeps what its telling made.
      @MainActor
      final class TellingsSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        /// Each telling's scene delegate, for as long as the scene lives.
        private var tellings: [any UIWindowSceneDelegate] = []
        /// The tellings this system cannot show.
        private var unavailable: Set<String> = []

        /// The tellings, in the kit's order.
        static let names = [\(names)]

        func scene(
          _ scene: UIScene, willConnectTo session: UISceneSession,
          options connectionOptions: UIScene.ConnectionOptions
        ) {
          guard let windowScene = scene as? UIWindowScene else { return }
          let tabs = UITabBarController()
          tabs.viewControllers = Self.names.map { name in
            let screen = screen(of: name, in: windowScene, session: session, options: connectionOptions)
            screen.tabBarItem = UITabBarItem(title: name, image: UIImage(systemName: "newspaper"), tag: 0)
            return screen
          }
          let window = UIWindow(windowScene: windowScene)
          window.rootViewController = tabs
          self.window = window
          window.makeKeyAndVisible()
          if ProcessInfo.processInfo.arguments.contains("\(smokeTestArgument)") {
            SmokeTest(tabs: tabs, names: Self.names, skipped: unavailable).start()
          }
        }

        /// The screen the telling `name` builds, taken off the window its delegate made.
        private func screen(
          of name: String, in scene: UIWindowScene, session: UISceneSession,
          options: UIScene.ConnectionOptions
        ) -> UIViewController {
          let (delegate, reason) = Self.sceneDelegate(of: name)
          guard let delegate else {
            unavailable.insert(name)
            return Self.unavailableScreen(name, reason: reason ?? "")
          }
          delegate.scene?(scene, willConnectTo: session, options: options)
          tellings.append(delegate)
          let made = delegate.window??.rootViewController
          delegate.window??.rootViewController = nil
          delegate.window??.isHidden = true
          return made ?? Self.unavailableScreen(name, reason: "its scene delegate made no screen")
        }

        /// A scene delegate of the telling `name`, or why there is none on this system.
        private static func sceneDelegate(of name: String) -> (
          (any UIWindowSceneDelegate)?, String?
        ) {
          switch name {
      \(cases.joined(separator: "\n"))
          default:
            return (nil, "is not one of the kit's tellings")
          }
        }

        /// A tab that says why the telling is not here.
        private static func unavailableScreen(_ name: String, reason: String) -> UIViewController {
          let screen = UIViewController()
          var configuration = UIContentUnavailableConfiguration.empty()
          configuration.text = "\\(name) needs a newer iOS"
          configuration.secondaryText = "This telling \\(reason)."
          screen.contentUnavailableConfiguration = configuration
          return screen
        }
      }

      """
  }

  static let smokeTest = """
    // Made by `make ios`. What CI launches the app with (`--smoke-test`): each telling's list,
    // seen on screen, then the app ends, saying what it saw.
    import UIKit

    /// Shows each tab in turn, waits for its list to load, and prints what it found: one line a
    /// telling, then `smoke: passed` or `smoke: FAILED`, and the app exits 0 or 1. A telling this
    /// system cannot show is skipped, and says so.
    @MainActor
    struct SmokeTest {
      let tabs: UITabBarController
      let names: [String]
      let skipped: Set<String>
      /// Longer than the mock feed's three seconds.
      private let wait = 4.0

      func start() { check(0, failures: 0) }

      private func check(_ index: Int, failures: Int) {
        guard index < names.count else {
          print(failures == 0 ? "smoke: passed" : "smoke: FAILED (\\(failures))")
          exit(failures == 0 ? 0 : 1)
        }
        guard !skipped.contains(names[index]) else {
          print("smoke: \\(names[index]): skipped, this iOS cannot show it")
          return check(index + 1, failures: failures)
        }
        tabs.selectedIndex = index
        DispatchQueue.main.asyncAfter(deadline: .now() + wait) {
          MainActor.assumeIsolated {
            let rows = rowsOnScreen(in: tabs.viewControllers?[index])
            let seen = rows.map { "\\($0) rows" } ?? "no list"
            print("smoke: \\(names[index]): \\(seen)")
            check(index + 1, failures: failures + ((rows ?? 0) > 0 ? 0 : 1))
          }
        }
      }

      /// The rows of the list the tab shows, or `nil` when it shows none.
      private func rowsOnScreen(in screen: UIViewController?) -> Int? {
        guard let screen else { return nil }
        let top = (screen as? UINavigationController)?.topViewController ?? screen
        guard let table = top.view as? UITableView else { return nil }
        table.layoutIfNeeded()
        return table.visibleCells.isEmpty ? 0 : table.numberOfRows(inSection: 0)
      }
    }

    """
}
