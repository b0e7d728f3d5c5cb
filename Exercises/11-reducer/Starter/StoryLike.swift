import Observing

/// Everything the like button shows, as one value: what the reducer changes and a test
/// compares.
struct StoryLikeState: Equatable {
  /// Whether the reader likes the story, as the button shows it.
  var isLiked = false
  /// How many readers like it, the reader included when `isLiked`.
  var likes = 0
  /// Why the server refused the last change, shown under the button; `nil` when it did not.
  var error: String?
}

/// What can happen to the like button, named as the reader or the world would say it.
enum StoryLikeAction: Equatable {
  /// The reader pressed the button: like the story, or take the like back.
  case likeTapped
  /// The server answered: how many readers like the story now, or why it refused.
  case likeResponse(Result<Int, LikeError>)
}

/// What the like button asks of the world, as a value: the reducer returns it, the store runs
/// it with `StoryLikeEffects`.
enum StoryLikeEffect: Hashable {
  /// Tell the server whether the reader likes the story now.
  case send(liked: Bool)
}

/// Why the server refused.
struct LikeError: Error, Equatable {
  /// The reason, in words for the screen.
  let reason: String
}

/// The server the likes go to.
@MainActor
protocol LikeServer {
  /// Says whether the reader likes the story; `completion` gets how many readers like it now,
  /// or why the server refused, unless the returned token goes first.
  func setLiked(
    _ liked: Bool, completion: @escaping @MainActor (Result<Int, LikeError>) -> Void
  ) -> CancellationToken
}

/// Runs the like button's effects with the server it was given, and sends back what the
/// server answered as an action. The only part of the feature that talks to the world.
@MainActor
struct StoryLikeEffects {
  let server: any LikeServer

  func run(_ effect: StoryLikeEffect, send: @escaping @MainActor (StoryLikeAction) -> Void)
    -> CancellationToken
  {
    switch effect {
    case .send(let liked):
      server.setLiked(liked) { send(.likeResponse($0)) }
    }
  }
}
