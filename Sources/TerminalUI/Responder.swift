import Foundation
import Observing
import Tracing

/// Something that can take keys: the base of views, view controllers, windows and scenes, as
/// `UIResponder` is in UIKit.
///
/// A key travels along the responder chain: from the front-most visible view, through its
/// superviews and the controller that owns each, to the window. The first responder with a key
/// command for it runs the command.
@MainActor
open class Responder: NSObject {
  /// Creates a responder.
  override public init() { super.init() }

  /// The next responder in the chain: a view's superview (or the controller whose view it is),
  /// a controller's view's superview. `nil` at the end of the chain.
  open var next: Responder? { nil }

  /// The keys this responder answers. `nil` by default, as in UIKit; a view controller returns
  /// those added with `addKeyCommand(_:)`.
  open var keyCommands: [KeyCommand]? { nil }

  /// Runs this responder's command for `input`, if it has one; `true` when one ran.
  func perform(_ input: String) -> Bool {
    guard let command = keyCommands?.first(where: { $0.input == input }) else { return false }
    return command.run(from: self)
  }
}

/// A key bound to an action: `UIKeyCommand`, with its title, its input and its action.
///
/// UIKit names the action with a selector, `#selector(refresh)`, and asks the Objective-C
/// runtime for the first responder along the chain that implements it. Swift on Linux has no
/// runtime to ask, so the action is an unbound method — `NewsListViewController.refresh` has
/// type `(NewsListViewController) -> () -> Void` — and the command runs it on the first
/// responder along the chain, from the one that offered the command, that is of that type.
@MainActor
open class KeyCommand: NSObject {
  /// What the command does, in a word or two: the bottom bar shows it beside the key, as iPad's
  /// keyboard-shortcut overlay does.
  open var title = ""
  /// A picture for menus; a terminal draws none.
  open var image: Image?
  /// Shown instead of `title` where commands are discovered, when set.
  open var discoverabilityTitle: String?
  /// The key: a character such as "r", or one of the `input…` constants for keys that print
  /// nothing.
  open private(set) var input: String?

  private var action: (@MainActor (Responder) -> Bool)?

  /// An empty command.
  override public init() { super.init() }

  /// A command that calls `action` on the first responder of its type when `input` is pressed.
  public convenience init<Target: Responder>(
    title: String = "", image: Image? = nil, action: @escaping @MainActor (Target) -> () -> Void,
    input: String, discoverabilityTitle: String? = nil
  ) {
    self.init()
    self.title = title
    self.image = image
    self.input = input
    self.discoverabilityTitle = discoverabilityTitle
    self.action = { responder in
      guard let target = responder as? Target else { return false }
      MessageTrace.speaking(as: target) { action(target)() }
      return true
    }
  }

  /// The ↑ key.
  nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
  /// The ↓ key.
  nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
  /// The ← key.
  nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
  /// The → key.
  nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
  /// The Esc key.
  nonisolated public static let inputEscape = "UIKeyInputEscape"
  /// The Page Up key.
  nonisolated public static let inputPageUp = "UIKeyInputPageUp"
  /// The Page Down key.
  nonisolated public static let inputPageDown = "UIKeyInputPageDown"

  /// Runs the action on `responder` or the first responder after it that can take it.
  func run(from responder: Responder) -> Bool {
    guard let action else { return false }
    var candidate: Responder? = responder
    while let current = candidate {
      if action(current) { return true }
      candidate = current.next
    }
    return false
  }

  /// How the bottom bar shows the key: "r", "↑", "⏎".
  var keySymbol: String {
    switch input {
    case Self.inputUpArrow: "↑"
    case Self.inputDownArrow: "↓"
    case Self.inputLeftArrow: "←"
    case Self.inputRightArrow: "→"
    case Self.inputEscape: "esc"
    case Self.inputPageUp: "PgUp"
    case Self.inputPageDown: "PgDn"
    case "\r": "⏎"
    case let input?: input
    case nil: ""
    }
  }
}

extension Key {
  /// The input a key command answers to for this key. The terminal's keyboard folds its
  /// aliases together before this (k is ↑, Esc and b are ←, l is ⏎), so one command answers all.
  var input: String {
    switch self {
    case .up: KeyCommand.inputUpArrow
    case .down: KeyCommand.inputDownArrow
    case .pageUp: KeyCommand.inputPageUp
    case .pageDown: KeyCommand.inputPageDown
    case .enter: "\r"
    case .back: KeyCommand.inputLeftArrow
    case .refresh: "r"
    case .quit: "q"
    }
  }
}
