import AppShell
import NewsCore
import TerminalUI

/// Who holds whom in a running telling, read from its objects: the lessons' ownership diagrams.
///
/// The telling runs headless on the virtual clock until both its screens are open; then its
/// objects are walked from the scene's delegate with `Mirror`, which sees every stored property,
/// and the declaration of each property in the code says whether it holds strongly or weakly.
/// One box per class (`NewsCell ×4` for four cells), one arrow per property that holds another
/// box, directly or through objects too small to draw (a slot, a table's dictionary of cells).
///
/// A mirror cannot see what a closure captures, so neither can the diagram: a closure a box keeps
/// is drawn as a box of its own, and the reader looks in the code for what it holds.
@MainActor
struct OwnershipGraph {
  /// One arrow: `holder` keeps `held` in its property `label` (no label for a property
  /// TerminalUI keeps to itself, as UIKit does).
  struct Reference: Hashable {
    let holder: String
    let held: String
    let label: String?
    let isWeak: Bool
  }

  /// The keys that open both screens: the list loaded, a story open, its picture arrived.
  static let script = "wait,down,enter,wait"

  /// The boxes, in the order a walk from the scene's delegate meets them, each with how many
  /// objects of its class there are.
  let boxes: [(name: String, count: Int)]
  /// The arrows, holder by holder in the order of `boxes`, each holder's in the order of its
  /// properties.
  let references: [Reference]
  /// The closures a box keeps, by the box and the property.
  let closures: [(holder: String, label: String)]
  /// The boxes of the telling's own classes (and of those it names, as the store telling names
  /// its `Store`s).
  let ownBoxes: Set<String>
  /// The boxes of the services every telling is given: where the walk ends.
  let services: Set<String>

  /// The objects of `variant` after `script`, at `size`; `workspace` holds its code.
  init(
    _ variant: any NewsVariant.Type, workspace: Workspace, script: String = Self.script,
    size: Size = TracedRun.size
  ) throws(LaunchError) {
    let driver = NewsAppDriver(variant: variant, size: size)
    defer { driver.close() }
    for step in try ScriptStep.parse(commaSeparated: script) {
      driver.perform(step)
      // Drawing lays out, and laying out a table makes its cells, as a scripted run does.
      _ = driver.frame
    }
    let module = Workspace.libraryName(of: variant)
    var walk = Walk(
      module: module, declarations: Declarations(workspace: workspace, module: module))
    if let delegate = driver.window.windowScene?.delegate { walk.run(from: delegate) }
    boxes = walk.order.map { ($0, walk.objects[$0, default: []].count) }
    let rank = Dictionary(uniqueKeysWithValues: walk.order.enumerated().map { ($1, $0) })
    references = walk.references.enumerated().sorted { a, b in
      (rank[a.element.holder] ?? 0, a.offset) < (rank[b.element.holder] ?? 0, b.offset)
    }.map(\.element)
    closures = walk.closures
    ownBoxes = walk.ownBoxes
    services = walk.services
  }
}

/// The walk itself: from each box, through its stored properties, to the next boxes.
@MainActor
private struct Walk {
  /// The telling's module: its classes are boxes, and only their own properties are followed
  /// (what TerminalUI's `ViewController` keeps for every screen is UIKit's business).
  let module: String
  let declarations: Declarations
  /// The kit's modules, whose objects a walk may pass through. Foundation's, the standard
  /// library's and Observation's are not the telling's to draw.
  private var passable: Set<String> { [module, "TerminalUI", "Observing", "NewsCore"] }
  /// UIKit's stand-ins that hold screens, drawn as boxes too.
  private static let screenHolders: Set<String> = ["Window", "NavigationController", "TableView"]

  var order: [String] = []
  var objects: [String: Set<ObjectIdentifier>] = [:]
  var references: [OwnershipGraph.Reference] = []
  var closures: [(holder: String, label: String)] = []
  var ownBoxes: Set<String> = []
  var services: Set<String> = []
  private var queue: [AnyObject] = []

  init(module: String, declarations: Declarations) {
    self.module = module
    self.declarations = declarations
  }

  mutating func run(from root: AnyObject) {
    enter(root)
    var next = 0
    while next < queue.count {
      let box = queue[next]
      next += 1
      var seen: Set<ObjectIdentifier> = [ObjectIdentifier(box)]
      for field in fields(of: box, ownOnly: !isFramework(box)) {
        follow(
          field.value, from: box, label: field.label, isWeak: field.isWeak, isDirect: true,
          seen: &seen)
      }
    }
  }

  /// Counts `object` in its box; the first time it is met, it joins the queue — but a service,
  /// where the telling ends: what it holds is the kit's.
  private mutating func enter(_ object: AnyObject) {
    let box = name(of: object)
    if objects[box] == nil {
      order.append(box)
      if Self.module(of: type(of: object)) == module
        || declarations.alias(of: type(of: object)) != nil
      {
        ownBoxes.insert(box)
      }
    }
    if isService(object) { services.insert(box) }
    if objects[box, default: []].insert(ObjectIdentifier(object)).inserted, !isService(object) {
      queue.append(object)
    }
  }

  /// Follows `value`, met in `holder`'s property `label`, to the boxes it leads to. A weak
  /// reference counts only when it lands on a box: what the object it reaches holds is not held
  /// by `holder` at all.
  private mutating func follow(
    _ value: Any, from holder: AnyObject, label: String?, isWeak: Bool, isDirect: Bool,
    seen: inout Set<ObjectIdentifier>
  ) {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .class?:
      let object = value as AnyObject
      if isBox(object) {
        // Between two of UIKit's objects only what holds the screens up is drawn.
        guard !(isWeak && isFramework(holder) && isFramework(object)) else { return }
        enter(object)
        let reference = OwnershipGraph.Reference(
          holder: name(of: holder), held: name(of: object), label: label, isWeak: isWeak)
        if !references.contains(reference) { references.append(reference) }
        return
      }
      guard !isWeak, passable.contains(Self.module(of: type(of: object))),
        seen.insert(ObjectIdentifier(object)).inserted
      else { return }
      for field in fields(of: object, ownOnly: false) where !field.isWeak {
        follow(
          field.value, from: holder, label: label, isWeak: false, isDirect: false, seen: &seen)
      }
    case .optional?, .collection?, .dictionary?, .set?, .tuple?:
      for child in mirror.children {
        follow(
          child.value, from: holder, label: label, isWeak: isWeak, isDirect: isDirect, seen: &seen)
      }
    case .struct?, .enum?:
      guard passable.contains(Self.module(of: mirror.subjectType)) else { return }
      for child in mirror.children {
        let childIsWeak =
          child.label.map { declarations.declaration(of: $0, in: mirror.subjectType).isWeak }
          ?? false
        follow(
          child.value, from: holder, label: label, isWeak: isWeak || childIsWeak,
          isDirect: isDirect, seen: &seen)
      }
    default:
      let holderName = name(of: holder)
      if "\(mirror.subjectType)".contains(" -> "), isDirect, let label,
        !closures.contains(where: { $0 == (holderName, label) })
      {
        closures.append((holderName, label))
      }
    }
  }

  /// The stored properties of `object`, its class's and its superclasses' (with `ownOnly`, its
  /// own module's classes' alone), each with whether it is weak, and its name where a reader
  /// can see it: TerminalUI's private and internal properties are UIKit's private ones, left
  /// unnamed if strong and out if weak.
  private func fields(of object: AnyObject, ownOnly: Bool) -> [(
    label: String?, value: Any, isWeak: Bool
  )] {
    var fields: [(label: String?, value: Any, isWeak: Bool)] = []
    var level: Mirror? = Mirror(reflecting: object)
    let home = Self.module(of: type(of: object))
    while let mirror = level {
      let module = Self.module(of: mirror.subjectType)
      if !ownOnly || module == home {
        for child in mirror.children {
          guard let raw = child.label, let label = Declarations.propertyName(raw) else { continue }
          let declaration = declarations.declaration(of: label, in: mirror.subjectType)
          let isHidden = module == "TerminalUI" && !declaration.isPublic
          if isHidden && declaration.isWeak { continue }
          fields.append((isHidden ? nil : label, child.value, declaration.isWeak))
        }
      }
      level = mirror.superclassMirror
    }
    return fields
  }

  private func isFramework(_ object: AnyObject) -> Bool {
    Self.module(of: type(of: object)) == "TerminalUI"
  }

  private func isService(_ object: AnyObject) -> Bool {
    object is any NewsService || object is any ImageLoading
  }

  /// Whether `object` is drawn: the telling's own objects (and those it names, as the store
  /// telling names its `Store`s), the services every telling is given, and the UIKit objects
  /// that hold screens up.
  private func isBox(_ object: AnyObject) -> Bool {
    let kind: AnyObject.Type = type(of: object)
    let module = Self.module(of: kind)
    return module == self.module || declarations.alias(of: kind) != nil || isService(object)
      || (module == "TerminalUI" && Self.screenHolders.contains("\(kind)"))
  }

  /// What the box of `object` is called: its class, or the name the telling gives it.
  private func name(of object: AnyObject) -> String {
    declarations.alias(of: type(of: object)) ?? "\(type(of: object))"
  }

  /// `MVPNews` for `MVPNews.NewsListPresenter`.
  static func module(of type: Any.Type) -> String {
    String(String(reflecting: type).prefix { $0 != "." })
  }
}

/// What the code says about a stored property: whether it is weak, whether it is public.
@MainActor
final class Declarations {
  private let workspace: Workspace
  /// `typealias NewsListStore = Store<…>`: the telling's names for generic classes, by what
  /// they name.
  private let aliases: [String: String]
  private var found: [String: (isWeak: Bool, isPublic: Bool)] = [:]

  /// The declarations in `workspace`, where the telling is `module`.
  init(workspace: Workspace, module: String) {
    self.workspace = workspace
    var aliases: [String: String] = [:]
    for file in workspace.swiftFiles(in: "Sources/\(module)") {
      for line in (workspace.text(at: "Sources/\(module)/\(file)") ?? "").split(separator: "\n") {
        let words = line.split(separator: " ", maxSplits: 3)
        guard words.count == 4, words[0] == "typealias", words[2] == "=" else { continue }
        aliases[Self.squeezed(words[3])] = String(words[1])
      }
    }
    self.aliases = aliases
  }

  /// The name the telling gives `type`, if it gives one.
  func alias(of type: Any.Type) -> String? { aliases[Self.squeezed("\(type)")] }

  /// How the property `name` of `type` is declared. A property the code does not show (one a
  /// macro made, a case's payload) is strong and not public.
  func declaration(of name: String, in type: Any.Type) -> (isWeak: Bool, isPublic: Bool) {
    let key = "\(String(reflecting: type)).\(name)"
    if let known = found[key] { return known }
    let declaration = read(name, in: type)
    found[key] = declaration
    return declaration
  }

  private func read(_ name: String, in type: Any.Type) -> (isWeak: Bool, isPublic: Bool) {
    // `TerminalUI.WindowScene.WeakWindow` is declared as `WeakWindow`; generic arguments aside.
    let typeName = String(
      String(reflecting: type).prefix { $0 != "<" }.split(separator: ".").last ?? "")
    for line in members(of: typeName, in: Walk.module(of: type)) {
      let words = line.split(separator: " ")
      guard let keyword = words.firstIndex(where: { $0 == "var" || $0 == "let" }),
        words.indices.contains(keyword + 1),
        words[keyword + 1].prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" }) == name
      else { continue }
      let modifiers = words[..<keyword]
      return (
        modifiers.contains("weak") || modifiers.contains { $0.hasPrefix("unowned") },
        modifiers.contains("public") || modifiers.contains("open")
      )
    }
    return (false, false)
  }

  /// The lines that declare the members of each type of a module, by the type's name: those one
  /// step in from the type's own line, up to its closing brace. Read once per module.
  private var membersByModule: [String: [String: [Substring]]] = [:]

  private func members(of typeName: String, in module: String) -> [Substring] {
    if let types = membersByModule[module] { return types[typeName] ?? [] }
    var types: [String: [Substring]] = [:]
    for folder in ["Sources/\(module)", "Sources/Tooling/\(module)"] {
      for file in workspace.swiftFiles(in: folder) {
        let lines = (workspace.text(at: "\(folder)/\(file)") ?? "")
          .split(separator: "\n", omittingEmptySubsequences: false)
        for (start, line) in lines.enumerated() {
          guard let declared = SwiftTokens.declaredType(in: line)?.name else { continue }
          let indent = line.prefix { $0 == " " }.count
          let end = String(repeating: " ", count: indent) + "}"
          let body = lines[(start + 1)...].prefix { $0 != end }
          types[declared, default: []] += body.filter {
            $0.prefix { $0 == " " }.count == indent + 2
          }
        }
      }
    }
    membersByModule[module] = types
    return types[typeName] ?? []
  }

  /// The property a mirror's label names: `state` for `_state` (Observation's storage) and for
  /// a lazy property's storage; `nil` for the registrar Observation adds.
  static func propertyName(_ label: String) -> String? {
    if label.hasPrefix("_$") { return nil }
    if label.hasPrefix("$__lazy_storage_$_") {
      return String(label.dropFirst("$__lazy_storage_$_".count))
    }
    return label.hasPrefix("_") ? String(label.dropFirst()) : label
  }

  private static func squeezed(_ text: some StringProtocol) -> String {
    String(text.filter { $0 != " " })
  }
}
