// swift-tools-version: 6.2
// The kit's tellings and exercise solutions as they are written for iOS, made by `make ios`
// from Sources/ and Exercises/ (`make test` fails when this folder is stale). Open this
// folder in Xcode: each telling is a library an iOS app target can link, or copy from.
// The tellings marked iOS 26 read their state in `updateProperties()`; their declarations
// say so with `@available(iOS 26.0, *)`.
import PackageDescription

func kit(_ module: String) -> Target.Dependency {
  .product(name: module, package: "NewsArchitectures")
}

let package = Package(
  name: "NewsArchitecturesIOS",
  platforms: [.iOS(.v17)],
  products: [
    .library(name: "MVCNews", targets: ["MVCNews"]),
    .library(name: "MVPNews", targets: ["MVPNews"]),
    .library(name: "MVPtoMVVMNews", targets: ["MVPtoMVVMNews"]),
    .library(name: "MVVMNews", targets: ["MVVMNews"]),
    .library(name: "MVVMObservableNews", targets: ["MVVMObservableNews"]),
    .library(name: "UnidirectionalNews", targets: ["UnidirectionalNews"]),
    .library(name: "Exercise01DynamicValue", targets: ["Exercise01DynamicValue"]),
    .library(name: "Exercise02MvcObserver", targets: ["Exercise02MvcObserver"]),
    .library(name: "Exercise03ExtractViewModel", targets: ["Exercise03ExtractViewModel"]),
    .library(name: "Exercise04Playlist", targets: ["Exercise04Playlist"]),
    .library(name: "Exercise05CurrencyRates", targets: ["Exercise05CurrencyRates"]),
    .library(name: "Exercise06Presenter", targets: ["Exercise06Presenter"]),
    .library(name: "Exercise07StateMachine", targets: ["Exercise07StateMachine"]),
    .library(name: "Exercise08ReusableOwner", targets: ["Exercise08ReusableOwner"]),
    .library(name: "Exercise09Observation", targets: ["Exercise09Observation"]),
    .library(name: "Exercise10Clock", targets: ["Exercise10Clock"]),
    .library(name: "Exercise11Reducer", targets: ["Exercise11Reducer"]),
  ],
  dependencies: [.package(name: "NewsArchitectures", path: "..")],
  targets: [
    // Written by hand: what an iOS app gives the tellings that the kit's terminal gives
    // them on Linux.
    .target(name: "NewsKitIOS", dependencies: [kit("NewsCore"), kit("Observing"), kit("FeedReader")]),
    .target(name: "MVCNews", dependencies: ["NewsKitIOS", kit("NewsCore"), kit("Observing")]),
    .target(name: "MVPNews", dependencies: ["NewsKitIOS", kit("NewsCore"), kit("Observing")]),
    .target(name: "MVPtoMVVMNews", dependencies: ["NewsKitIOS", kit("NewsCore"), kit("Observing")]),
    .target(name: "MVVMNews", dependencies: ["NewsKitIOS", kit("NewsCore"), kit("Observing")]),
  // iOS 26: it reads its state in updateProperties().
    .target(name: "MVVMObservableNews", dependencies: ["NewsKitIOS", kit("NewsCore"), kit("Observing")]),
  // iOS 26: it reads its state in updateProperties().
    .target(name: "UnidirectionalNews", dependencies: ["NewsKitIOS", kit("NewsCore"), kit("Observing")]),
    .target(name: "Exercise01DynamicValue", dependencies: ["NewsKitIOS"]),
    .target(name: "Exercise02MvcObserver", dependencies: ["NewsKitIOS", kit("Observing")]),
    .target(name: "Exercise03ExtractViewModel", dependencies: ["NewsKitIOS", kit("Observing")]),
    .target(name: "Exercise04Playlist", dependencies: ["NewsKitIOS", kit("Observing")]),
    .target(name: "Exercise05CurrencyRates", dependencies: ["NewsKitIOS", kit("Observing")]),
    .target(name: "Exercise06Presenter", dependencies: ["NewsKitIOS"]),
    .target(name: "Exercise07StateMachine", dependencies: ["NewsKitIOS", kit("Observing")]),
    .target(name: "Exercise08ReusableOwner", dependencies: ["NewsKitIOS", kit("Observing")]),
  // iOS 26: it reads its state in updateProperties().
    .target(name: "Exercise09Observation", dependencies: ["NewsKitIOS"]),
    .target(name: "Exercise10Clock", dependencies: ["NewsKitIOS", kit("NewsCore"), kit("Observing")]),
    .target(name: "Exercise11Reducer", dependencies: ["NewsKitIOS", kit("Observing")]),
  ],
  swiftLanguageModes: [.v6]
)
