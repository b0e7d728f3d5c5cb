import ExerciseSupport
import Testing

@testable import struct Exercise11Reducer.LikeError
@testable import enum Exercise11Reducer.StoryLikeAction
@testable import enum Exercise11Reducer.StoryLikeEffect
@testable import struct Exercise11Reducer.StoryLikeEffects
@testable import enum Exercise11Reducer.StoryLikeReducer
@testable import struct Exercise11Reducer.StoryLikeState
@testable import func Exercise11ReducerRefusedLikeTest.checkRefusedLike
@testable import Exercise11ReducerTestSupport

// Shortcuts tried against these tests, and the tests that catch each. Each was put into the
// learner's files and checked the way `make exercise NAME=reducer` checks it:
//
// - The reducer: a refusal that sets `isLiked = false` instead of taking the tap back (right
//   for a like, wrong for taking one back): `refusedUnlikeIsTakenBack`.
// - The reducer: the count left alone on a refusal, or the server's count ignored:
//   `refusedLikeIsTakenBack`, `theServersCountWins`.
// - The reducer: the last refusal still shown after the next tap: `aTapClearsTheRefusal`.
// - The reducer: `isLiked = true` on every answer the server agrees to, right for a like, so an
//   unlike the server accepts shows the story liked again: `anAcceptedUnlikeStays`.
// - `StoryLikeState`'s `==` written to compare `isLiked` alone (or to say yes to anything): the
//   test store compares what the values hold as well, so every test still sees the count and
//   the error; `theReducerDecidesFromValues` reads the fields one by one.
// - The reducer: asking the server again after a refusal, or telling it about the undo:
//   `refusedLikeIsTakenBack` (the test store: an effect the test did not name).
// - The reducer: keeping state outside `StoryLikeState` (a `static var` counting taps):
//   `theReducerDecidesFromValues` calls it twice with the same values.
// - Your test, without `finish()`: still checked at its end, when its test store goes.
// - Your test, not naming the effects of each step: `catchesAReducerThatSendsTheUndo`.
// - Your test, calling the reducer itself and checking only `isLiked` after each step:
//   `catchesAReducerThatForgetsTheCount`, `catchesAReducerThatLosesTheReason`,
//   `catchesAReducerThatSendsTheUndo`.
// - Your test with no `TestStore`: the reducer called by hand, the effects it returns and the
//   final state checked with `#expect`. It catches all five broken reducers, by checks of its
//   own: `catchesThroughTheTestStore`, which says why the store is the tool.

@MainActor
@Suite("The like button's reducer")
struct StoryLikeReducerTests {
  private let server = ScriptedLikeServer()

  private func makeStore(_ state: StoryLikeState)
    -> TestStore<StoryLikeState, StoryLikeAction, StoryLikeEffect>
  {
    TestStore(
      initialState: state, reducer: StoryLikeReducer.reduce,
      effects: StoryLikeEffects(server: server).run)
  }

  @Test("a tap shows the like at once, before the server answers")
  func aTapShowsAtOnce() {
    let store = makeStore(StoryLikeState(likes: 10))
    store.send(.likeTapped, effects: [.send(liked: true)]) {
      $0.isLiked = true
      $0.likes = 11
    }
    #expect(server.requests == [true], "the tap should tell the server the story is liked")
    server.agree(likes: 11)
    store.receive(.likeResponse(.success(11)))
    store.finish()
  }

  @Test("once the server answers, its count is the one shown")
  func theServersCountWins() {
    let store = makeStore(StoryLikeState(likes: 10))
    store.send(.likeTapped, effects: [.send(liked: true)]) {
      $0.isLiked = true
      $0.likes = 11
    }
    server.agree(likes: 15)
    store.receive(.likeResponse(.success(15))) { $0.likes = 15 }
    store.finish()
  }

  @Test("a refused like is taken back, count and all, and the screen says why")
  func refusedLikeIsTakenBack() {
    let store = makeStore(StoryLikeState(likes: 10))
    store.send(.likeTapped, effects: [.send(liked: true)]) {
      $0.isLiked = true
      $0.likes = 11
    }
    server.refuse("You are offline.")
    store.receive(.likeResponse(.failure(LikeError(reason: "You are offline.")))) {
      $0.isLiked = false
      $0.likes = 10
      $0.error = "You are offline."
    }
    store.finish()
  }

  @Test("a refused unlike is taken back too: the story is liked again")
  func refusedUnlikeIsTakenBack() {
    let store = makeStore(StoryLikeState(isLiked: true, likes: 11))
    store.send(.likeTapped, effects: [.send(liked: false)]) {
      $0.isLiked = false
      $0.likes = 10
    }
    #expect(server.requests == [false], "the tap should tell the server the like is taken back")
    server.refuse("Try again later.")
    store.receive(.likeResponse(.failure(LikeError(reason: "Try again later.")))) {
      $0.isLiked = true
      $0.likes = 11
      $0.error = "Try again later."
    }
    store.finish()
  }

  @Test(
    "an unlike the server accepts stays unliked: the tap showed it, the answer brings the count")
  func anAcceptedUnlikeStays() {
    let store = makeStore(StoryLikeState(isLiked: true, likes: 11))
    store.send(.likeTapped, effects: [.send(liked: false)]) {
      $0.isLiked = false
      $0.likes = 10
    }
    server.agree(likes: 9)
    store.receive(.likeResponse(.success(9))) { $0.likes = 9 }
    store.finish()
  }

  @Test("the next tap clears the last refusal")
  func aTapClearsTheRefusal() {
    let store = makeStore(StoryLikeState(likes: 10, error: "You are offline."))
    store.send(.likeTapped, effects: [.send(liked: true)]) {
      $0.isLiked = true
      $0.likes = 11
      $0.error = nil
    }
    server.agree(likes: 11)
    store.receive(.likeResponse(.success(11)))
    store.finish()
  }

  @Test("the reducer decides from values alone: the same state and action, the same result")
  func theReducerDecidesFromValues() {
    for _ in 1...2 {
      var state = StoryLikeState(likes: 10)
      let effects = StoryLikeReducer.reduce(&state, .likeTapped)
      #expect([state.isLiked ? "liked" : "not liked", "\(state.likes)"] == ["liked", "11"])
      #expect(state.error == nil)
      #expect(
        effects.map(written) == [".send(liked: true)"], "the effect is a value the reducer returns")
    }
    #expect(server.requests == [], "only the store runs an effect, never the reducer")
  }

  /// An effect as a test writes it, read case by case: not through `StoryLikeEffect`'s `==`.
  private func written(_ effect: StoryLikeEffect) -> String {
    switch effect {
    case .send(let liked): ".send(liked: \(liked))"
    }
  }
}

@MainActor
@Suite("Your refused-like test, in RefusedLikeTest.swift", .catchesIssuesOfYourTest)
struct RefusedLikeTestTests {
  private let server = ScriptedLikeServer()

  /// Runs your test against a reducer that is not yours, making `mistake`.
  private func checkAnother(making mistake: OtherLikeReducer.Mistake) {
    checkRefusedLike(reducer: OtherLikeReducer.making(mistake), server: server)
  }

  @Test("passes for your reducer")
  func passesForYourReducer() {
    checkRefusedLike(reducer: StoryLikeReducer.reduce, server: server)
  }

  @Test("passes for another correct reducer")
  func passesForAnotherCorrectReducer() {
    checkAnother(making: .none)
  }

  @Test("catches a reducer that shows nothing until the server agrees")
  func catchesAReducerThatWaitsForTheServer() {
    expectCaught(
      """
      your test passed for a reducer that shows a tap only once the server agrees: write the \
      change the tap makes in its send
      """
    ) {
      checkAnother(making: .waitsForTheServer)
    }
  }

  @Test("catches a reducer that keeps a refused like")
  func catchesAReducerThatKeepsARefusedLike() {
    expectCaught(
      """
      your test passed for a reducer that keeps the like the server refused: receive the \
      refusal with the change it makes
      """
    ) {
      checkAnother(making: .keepsARefusedLike)
    }
  }

  @Test("catches a reducer that takes the like back but not its count")
  func catchesAReducerThatForgetsTheCount() {
    expectCaught(
      "your test passed for a reducer that leaves the count at 11: say every field that changes"
    ) {
      checkAnother(making: .forgetsTheCount)
    }
  }

  @Test("catches a reducer that does not say why")
  func catchesAReducerThatLosesTheReason() {
    expectCaught(
      """
      your test passed for a reducer that never shows the server's reason: say every field \
      that changes
      """
    ) {
      checkAnother(making: .losesTheReason)
    }
  }

  @Test("catches a reducer that tells the server about the undo")
  func catchesAReducerThatSendsTheUndo() {
    expectCaught(
      """
      your test passed for a reducer that sends the server a second request after the refusal: \
      name the effects each step asks for: the refusal asks for none
      """
    ) {
      checkAnother(making: .sendsTheUndo)
    }
  }

  @Test("catches the broken reducers through the test store")
  func catchesThroughTheTestStore() {
    for mistake in OtherLikeReducer.Mistake.allCases where mistake != .none {
      let caught = caughtIssues { checkAnother(making: mistake) }
      guard caught.all.isEmpty || caught.reportedByATestStore > 0 else {
        Issue.record(
          """
          your test caught a broken reducer with checks of its own, not through a TestStore: \
          send the tap and receive the answer through one, each with exactly the change it \
          makes, then finish(). The store runs the effects as the app's store does, and fails \
          on any change, action or effect nobody wrote down; a test written by hand checks \
          only what it remembers to
          """)
        return
      }
    }
  }
}
