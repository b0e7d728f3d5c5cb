// Made by `make ios` from Sources/UnidirectionalNews/NewsListStore.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Observing

/// The list screen's store: its state, the actions it takes and the effects it runs. The store
/// itself is shared by every screen (`Observing`'s `Store`); the screen is in its three types.
@available(iOS 26.0, *)
typealias NewsListStore = Store<NewsListStoreState, NewsListAction, NewsListEffect>
