/// The like button's every decision: the next state and the effects to run, from the state and
/// an action alone.
///
/// It waits for the server before it shows anything, so a reader who taps sees nothing happen
/// until the answer comes, and a refusal is never shown.
enum StoryLikeReducer {
  static func reduce(_ state: inout StoryLikeState, _ action: StoryLikeAction)
    -> [StoryLikeEffect]
  {
    switch action {
    case .likeTapped:
      // TODO: show the change at once, and clear the last refusal.
      return [.send(liked: !state.isLiked)]

    case .likeResponse(.success(let likes)):
      // TODO: once the tap shows the like, only the server's count changes here.
      state.isLiked.toggle()
      state.likes = likes
      return []

    case .likeResponse(.failure):
      // TODO: take the change back, and say why.
      return []
    }
  }
}
