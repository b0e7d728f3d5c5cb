import Observing

/// The list screen's store: its state, the actions it takes and the effects it runs. The store
/// itself is shared by every screen (`Observing`'s `Store`); the screen is in its three types.
typealias NewsListStore = Store<NewsListStoreState, NewsListAction, NewsListEffect>
