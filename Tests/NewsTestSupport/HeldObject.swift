/// The one object of type `T` that `owner` keeps in a stored property, however private: for the
/// lifetime tests, which must watch objects that nobody outside their screen holds — and that
/// the screen's code rightly keeps to itself.
///
/// Found by its type, never by the property's name: a renamed property is still found, and a
/// test that needs an object the owner no longer keeps, or keeps twice, gets `nil` and fails at
/// its `#require`, rather than watching nothing and passing.
public func heldObject<T>(_ type: T.Type, in owner: Any) -> T? {
  var found: [T] = []
  var mirror: Mirror? = Mirror(reflecting: owner)
  while let level = mirror {
    for child in level.children {
      if let object = unwrapped(child.value) as? T { found.append(object) }
    }
    mirror = level.superclassMirror
  }
  return found.count == 1 ? found[0] : nil
}

/// An optional property's value comes as an `Optional` in an `Any`: the value inside, or `nil`.
private func unwrapped(_ value: Any) -> Any? {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .optional else { return value }
  return mirror.children.first?.value
}
