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
      bundleIdentifier: "org.newsarchitectures.NewsKit",
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
        .product(name: "MVCNews", package: "NewsArchitecturesIOS"),
        .product(name: "MVVMNews", package: "NewsArchitecturesIOS"),
        .product(name: "MVPNews", package: "NewsArchitecturesIOS"),
        .product(name: "MVPtoMVVMNews", package: "NewsArchitecturesIOS"),
        .product(name: "MVVMObservableNews", package: "NewsArchitecturesIOS"),
        .product(name: "UnidirectionalNews", package: "NewsArchitecturesIOS"),
      ],
      path: "Sources/NewsKitApp")
  ],
  swiftLanguageModes: [.v6]
)
