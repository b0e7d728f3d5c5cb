import Observation

/// One screen's store: the only place its state changes. A view sends it actions, named for
/// what happened; the reducer decides, from the state and the action alone, the next state and
/// the effects to run; the store runs them, and what they bring back comes in as actions too.
/// So every change of the screen is one reducer call a test can make without a view, a
/// service or a clock.
///
/// The store is `@Observable`: a view controller reads `state` where UIKit tracks reads
/// (`updateProperties()`), as the Observation telling reads its view model.
///
/// It lives here, beside the other tools the tellings share, rather than in the store telling,
/// so that the test store (`ExerciseSupport`) runs this very loop, not a copy of it: a test of a
/// reducer checks what the app runs.
///
/// Written here in a few lines, so that nothing is hidden; a real app might use Point-Free's
/// Composable Architecture (TCA), which shares the loop but differs in three ways (lesson 10).
/// TCA scopes each child screen's store out of its parent's; here every screen has its own,
/// and the list's never sees the story's. TCA cancels an effect by a `CancelID` it is given;
/// here an effect is its own id: one equal to an effect in flight replaces it. TCA's effects
/// are `Effect.run` closures of async code; here they are values, run by the closure handed to
/// `init`, with the services and the clock the app gave it.
@MainActor
@Observable
public final class Store<State, Action, Effect: Hashable> {
  /// The screen's state: read by the view, changed only by the reducer.
  public private(set) var state: State

  @ObservationIgnored private let reduce: (inout State, Action) -> [Effect]
  @ObservationIgnored private let run:
    (Effect, _ send: @escaping @MainActor (Action) -> Void) -> CancellationToken
  /// The effects in flight, each by what it is: an effect asked for again replaces the one in
  /// flight (the last refresh wins), and all of them go with the store.
  @ObservationIgnored private var running: [Effect: CancellationToken] = [:]

  /// A store starting from `initialState`, deciding with `reducer` and running effects with
  /// `effects`, which calls `send` with what each brings back.
  public init(
    initialState: State,
    reducer: @escaping (inout State, Action) -> [Effect],
    effects: @escaping (Effect, _ send: @escaping @MainActor (Action) -> Void) -> CancellationToken
  ) {
    state = initialState
    reduce = reducer
    run = effects
  }

  /// Hands `action` to the reducer, then runs the effects it asks for.
  public func send(_ action: Action) {
    for effect in reduce(&state, action) {
      running[effect] = nil
      running[effect] = run(effect) { [weak self] answer in
        self?.running[effect] = nil
        self?.send(answer)
      }
    }
  }
}
