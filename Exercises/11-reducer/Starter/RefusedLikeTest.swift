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
  Issue.record("Write the refused-like test: see README.md")
}
