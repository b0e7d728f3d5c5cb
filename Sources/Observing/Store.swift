import Observation

/// One screen's store: the only place its state changes. A view sends it actions, named for
/// what happened; the reducer decides, from the state and the action alone, the next state and
/// the effects to run; the store runs them, and what they bring back comes in as actions too.
/// So every change of the screen is one reducer call. A test needs no view for it: it makes the
/// store with scripted services and a clock it moves (the test store, in `ExerciseSupport`).
///
/// The store is `@Observable`: a view controller reads `state` where UIKit tracks reads
/// (`updateProperties()`), as the Observation telling reads its view model.
///
/// Effects, and how they end:
/// - An effect is a value, and its own id: asked for while one equal to it is in flight, it
///   replaces that one, which is given up (its token released) — the last refresh wins.
/// - An effect answers once: its first answer ends it. There are no streams and no timers.
/// - `cancel(_:)` gives up an effect in flight; the store's going gives up all of them.
///
/// It lives here, beside the other tools the tellings share, rather than in the store telling,
/// so that the test store (`ExerciseSupport`) runs this very loop, not a copy of it: a test of a
/// reducer checks what the app runs.
///
/// Written here in a few lines, so that nothing is hidden; a real app might use Point-Free's
/// Composable Architecture (TCA), which runs the same loop and takes in more (lesson 9): a
/// child screen's store scoped out of its parent's, navigation driven by the parent's state
/// (`@Presents`), effects that are `Effect.run` closures of async code, streams among them, and
/// cancellation by an id of the app's choosing (`.cancellable(id:cancelInFlight:)`, which gives
/// what this store does for every effect).
@MainActor
@Observable
public final class Store<State, Action, Effect: Hashable> {
  /// The screen's state: read by the view, changed only by the reducer.
  public private(set) var state: State

  @ObservationIgnored private let reduce: (inout State, Action) -> [Effect]
  @ObservationIgnored private let run:
    (Effect, _ send: @escaping @MainActor (Action) -> Void) -> CancellationToken
  /// The effects in flight, each by what it is: an effect asked for again replaces the one in
  /// flight (the last refresh wins), and all of them go with the store. Each run is numbered,
  /// so an answer from a run given up never gets in, whatever the effect's runner does.
  @ObservationIgnored private var running: [Effect: Run] = [:]
  @ObservationIgnored private var runs = 0

  /// One run of an effect: its number, and its token once `run` has returned it.
  private struct Run {
    let number: Int
    var token: CancellationToken?
  }

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
      runs += 1
      let number = runs
      running[effect] = Run(number: number)
      let token = run(effect) { [weak self] answer in
        guard let self, running[effect]?.number == number else { return }
        running[effect] = nil
        send(answer)
      }
      // An effect that answered before `run` returned is over: no token is kept for it.
      if running[effect]?.number == number { running[effect]?.token = token }
    }
  }

  /// Gives up `effect` if it is in flight: its answer never comes.
  public func cancel(_ effect: Effect) {
    running[effect] = nil
  }
}
