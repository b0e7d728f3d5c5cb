/// What a frame shows while a picture is on its way: the terminal's drawing of
/// `Image(systemName: "photo")`, which every telling shows in a row and on the story screen.
public let pendingPictureOnScreen = "··"

/// What a row shows for a story with no picture: nothing, in the picture's two columns.
public let noPictureOnScreen = "  "
