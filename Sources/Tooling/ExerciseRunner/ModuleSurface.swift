import Foundation

/// What the tests' compiled program can depend on in the learner's module, read from the ABI
/// descriptor the interface's job writes (`-emit-abi-descriptor-path`): every declaration the
/// tests can see, with its type, attributes and accessors, and the layout of every type (its
/// stored properties in order). When that is unchanged, the test program built against the
/// last interface is the program a compile against this one would make, and the save costs no
/// compile of the tests, the longest step of a check: 0.7–1.4 s on two cores for 01's tests.
///
/// Left out, because the tests' code cannot depend on them: private and fileprivate
/// declarations other than stored properties (the descriptor never lists them), doc comments,
/// the values of literals, and a class's private stored properties after the last one the
/// tests can see (a client reads a visible property at an offset that only the ones before it
/// decide, and never the size of an instance, which the class's own initializer allocates).
/// Where the descriptor cannot say enough, there is no surface and the whole `.swiftmodule`
/// decides, as before: a class that is not final (its table of methods holds private methods
/// the descriptor does not list), a body a client may inline (`@inlinable`,
/// `@_alwaysEmitIntoClient`, a `@_transparent` function), a stored property whose type names
/// a private type (whose layout the descriptor does not list).
///
/// Checked against the compiler: for the six exercises whose starter and solution have the same
/// surface, the tests compiled against either are the same machine code (`objdump -d`).
enum ModuleSurface {
  /// Where the interface's job writes the ABI descriptor, beside the `.swiftmodule`.
  static func descriptor(beside interface: URL) -> URL {
    interface.deletingPathExtension().appendingPathExtension("abi.json")
  }

  /// The surface of the module described in `descriptor` (its bytes), as one string to compare;
  /// `nil` when the descriptor says too little (see above) or cannot be read. Hashed as it is
  /// walked, keys in order, with nothing copied: a declaration edit of 06 has a descriptor of
  /// 120 KB, and the runner is built for debugging.
  static func fingerprint(ofDescriptor descriptor: [UInt8]) -> String? {
    guard
      let document = try? JSONSerialization.jsonObject(with: Data(descriptor)) as? [String: Any],
      let root = document["ABIRoot"] as? [String: Any]
    else { return nil }
    var hash = FNV1a()
    guard add(root, to: &hash) else { return nil }
    return String(hash.value, radix: 16)
  }

  /// The attributes whose bodies a client compiles into itself.
  private static let inlined: Set = ["Inlinable", "AlwaysEmitIntoClient"]

  /// Adds the surface of `node` to `hash`; false when it cannot be told.
  private static func add(_ node: [String: Any], to hash: inout FNV1a) -> Bool {
    let attributes = node["declAttributes"] as? [String] ?? []
    let kind = node["kind"] as? String
    if !inlined.isDisjoint(with: attributes)
      || (kind == "Function" && attributes.contains("Transparent"))
    {
      return false
    }
    var children = node["children"] as? [[String: Any]] ?? []
    if kind == "TypeDecl", node["declKind"] as? String == "Class" {
      guard attributes.contains("Final") else { return false }
      children = children.filter { !isTrailingPrivateStorage($0, among: children) }
    }
    if kind == "Var", node["hasStorage"] as? Bool == true, namesPrivateType(node) {
      return false
    }
    for key in node.keys.sorted() where key != "children" {
      hash.add(key)
      if key == "declAttributes" {
        for attribute in attributes where attribute != "RawDocComment" { hash.add(attribute) }
      } else {
        add(value: node[key] as Any, to: &hash)
      }
    }
    hash.add("children")
    for child in children {
      guard add(child, to: &hash) else { return false }
    }
    hash.add("end")
    return true
  }

  /// Adds a value that is not a node (a name, a flag, a type's children) to `hash`.
  private static func add(value: Any, to hash: inout FNV1a) {
    switch value {
    case let text as String: hash.add("s" + text)
    case let list as [Any]:
      hash.add("[")
      for element in list {
        if let node = element as? [String: Any] {
          for key in node.keys.sorted() {
            hash.add(key)
            add(value: node[key] as Any, to: &hash)
          }
        } else {
          add(value: element, to: &hash)
        }
      }
      hash.add("]")
    default: hash.add("v" + String(describing: value))
    }
  }

  /// Whether `child` is a private stored property of a class after every one the tests can see.
  private static func isTrailingPrivateStorage(
    _ child: [String: Any], among children: [[String: Any]]
  ) -> Bool {
    func isStorage(_ node: [String: Any]) -> Bool {
      node["kind"] as? String == "Var" && node["hasStorage"] as? Bool == true
        && node["static"] as? Bool != true
    }
    let order = { (node: [String: Any]) in node["fixedbinaryorder"] as? Int ?? Int.max }
    guard isStorage(child), child["isInternal"] as? Bool == true else { return false }
    let lastVisible =
      children.filter { isStorage($0) && $0["isInternal"] as? Bool != true }.map(order).max()
      ?? -1
    return order(child) > lastVisible
  }

  /// Whether a type in `node` is private to its file: its mangled name carries a private
  /// discriminator (`…33_<32 hex digits>LL`).
  private static func namesPrivateType(_ node: [String: Any]) -> Bool {
    for child in node["children"] as? [[String: Any]] ?? [] {
      if let usr = child["usr"] as? String,
        usr.range(of: #"[0-9]+_[0-9A-F]{32}LL"#, options: .regularExpression) != nil
      {
        return true
      }
      if namesPrivateType(child) { return true }
    }
    return false
  }
}
