/// What `object` keeps in its stored property `name`, however private it is: for the lifetime
/// tests, which must watch objects that nobody outside their screen holds — and that the
/// screen's code rightly keeps to itself. `nil` when there is no such property, or it holds
/// `nil`.
public func storedProperty(_ name: String, of object: Any) -> Any? {
  guard let value = Mirror(reflecting: object).children.first(where: { $0.label == name })?.value
  else { return nil }
  // An optional property's value comes as an `Optional` in an `Any`: unwrap it.
  let optional = Mirror(reflecting: value)
  guard optional.displayStyle == .optional else { return value }
  return optional.children.first?.value
}
