import ExerciseSupport
import Testing

@testable import struct Exercise11Reducer.LikeError
@testable import enum Exercise11Reducer.StoryLikeAction
@testable import enum Exercise11Reducer.StoryLikeEffect
@testable import struct Exercise11Reducer.StoryLikeEffects
@testable import struct Exercise11Reducer.StoryLikeState
@testable import Exercise11ReducerTestSupport

/// Your exhaustive test: a reader likes a story that 10 readers like, and the server refuses,
/// saying "You are offline.". Write it with a `TestStore`, step by step: each action sent or
/// received, with exactly the change of state it makes and the effects it asks for, then
/// `finish()`.
///
/// It is written for any reducer of the like button, not just `StoryLikeReducer`: the exercise
/// runs it against your reducer and another correct one, where it must pass, and against broken
/// ones, where it must fail. `server` answers when you tell it to: `server.refuse(_:)`.
@MainActor
func checkRefusedLike(
  reducer: @escaping (inout StoryLikeState, StoryLikeAction) -> [StoryLikeEffect],
  server: ScriptedLikeServer
) {
  let store = TestStore(
    initialState: StoryLikeState(likes: 10), reducer: reducer,
    effects: StoryLikeEffects(server: server).run)
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
