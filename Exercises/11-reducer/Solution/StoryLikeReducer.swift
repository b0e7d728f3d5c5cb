/// The like button's every decision: the next state and the effects to run, from the state and
/// an action alone.
///
/// A tap shows at once (an optimistic update): the reader sees the like before the server
/// answers. The server's count is the truth once it comes; a refusal takes the tap back and
/// says why.
enum StoryLikeReducer {
  static func reduce(_ state: inout StoryLikeState, _ action: StoryLikeAction)
    -> [StoryLikeEffect]
  {
    switch action {
    case .likeTapped:
      state.isLiked.toggle()
      state.likes += state.isLiked ? 1 : -1
      state.error = nil
      return [.send(liked: state.isLiked)]

    case .likeResponse(.success(let likes)):
      state.likes = likes
      return []

    case .likeResponse(.failure(let error)):
      state.isLiked.toggle()
      state.likes += state.isLiked ? 1 : -1
      state.error = error.reason
      return []
    }
  }
}
