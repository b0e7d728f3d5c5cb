@testable import enum Exercise11Reducer.StoryLikeAction
@testable import enum Exercise11Reducer.StoryLikeEffect
@testable import struct Exercise11Reducer.StoryLikeState

/// Reducers of the like button other than yours: one correct, and some with one mistake each,
/// for your refused-like test to pass and to catch. They are all one function, told which
/// mistake to make, so a test cannot tell them apart by what they are, only by what they do.
enum OtherLikeReducer {
  /// What a reducer gets wrong.
  enum Mistake: CaseIterable {
    /// Nothing: a correct reducer, written differently from yours.
    case none
    /// Shows nothing until the server agrees, as the starter does.
    case waitsForTheServer
    /// Keeps the like the server refused.
    case keepsARefusedLike
    /// Takes a refused like back, but not its count.
    case forgetsTheCount
    /// Takes a refused like back without saying why.
    case losesTheReason
    /// Takes a refused like back, then tells the server so: an effect nobody asked for.
    case sendsTheUndo
  }

  /// The reducer that makes `mistake`.
  static func making(_ mistake: Mistake)
    -> (inout StoryLikeState, StoryLikeAction) -> [StoryLikeEffect]
  {
    { state, action in reduce(&state, action, making: mistake) }
  }

  private static func reduce(
    _ state: inout StoryLikeState, _ action: StoryLikeAction, making mistake: Mistake
  ) -> [StoryLikeEffect] {
    switch action {
    case .likeTapped:
      let liked = !state.isLiked
      if mistake == .waitsForTheServer { return [.send(liked: liked)] }
      state = StoryLikeState(isLiked: liked, likes: state.likes + (liked ? 1 : -1))
      return [.send(liked: liked)]

    case .likeResponse(.success(let likes)):
      if mistake == .waitsForTheServer { state.isLiked.toggle() }
      state.likes = likes
      return []

    case .likeResponse(.failure(let error)):
      // The right undo, which each mistake below takes only part of.
      let undone = StoryLikeState(
        isLiked: !state.isLiked, likes: state.likes + (state.isLiked ? -1 : 1),
        error: error.reason)
      switch mistake {
      case .waitsForTheServer, .keepsARefusedLike:
        return []
      case .forgetsTheCount:
        state = StoryLikeState(isLiked: undone.isLiked, likes: state.likes, error: undone.error)
      case .losesTheReason:
        state = StoryLikeState(isLiked: undone.isLiked, likes: undone.likes)
      case .none:
        state = undone
      case .sendsTheUndo:
        state = undone
        return [.send(liked: undone.isLiked)]
      }
      return []
    }
  }
}
