import Foundation
import Tracing

/// What a control does when it is used, as an object: `UIAction`. An app hands one to a
/// refresh control, a button or a content-unavailable screen's button; the control performs it.
///
/// The handler is a closure, as UIKit's is: no selector and no target, so the same line is
/// written on iOS. In a trace, the action speaks as the object whose code made it: the
/// controller that wrote `Action { [weak self] _ in self?.refresh() }`.
@MainActor
open class Action: NSObject {
  /// What the action is called where it is shown: a menu, or the terminal's bottom bar.
  open var title: String
  /// A picture for menus; a terminal draws none.
  open var image: Image?
  /// Shown instead of `title` where commands are discovered, when set.
  open var discoverabilityTitle: String?

  private let handler: ActionHandler
  private let maker = MessageTrace.speaker

  /// An action that runs `handler` when performed.
  public init(
    title: String = "", image: Image? = nil, discoverabilityTitle: String? = nil,
    handler: @escaping ActionHandler
  ) {
    self.title = title
    self.image = image
    self.discoverabilityTitle = discoverabilityTitle
    self.handler = handler
    super.init()
  }

  /// Runs the handler, as the code of whoever made the action.
  func perform() {
    guard let maker else { return handler(self) }
    MessageTrace.speaking(as: maker) { handler(self) }
  }
}

/// The closure an action runs: `UIActionHandler`.
public typealias ActionHandler = (Action) -> Void

/// A view the reader uses to make something happen — a refresh control, a button:
/// `UIControl`. It performs the actions added for an event when that event happens.
@MainActor
open class Control: View {
  /// What happened to a control: `UIControl.Event`, with UIKit's values.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The control's value changed: a refresh control was pulled.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's main action: a button was pressed.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
  }

  /// Whether the control takes the reader's input. A disabled one sends nothing.
  open var isEnabled = true

  private var actions: [(action: Action, events: Event)] = []

  /// Creates a control with no actions.
  override public init(frame: CGRect) { super.init(frame: frame) }

  /// A control that performs `primaryAction` when its main action is triggered.
  public convenience init(frame: CGRect, primaryAction: Action?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Nothing is decoded here; see `View.init(coder:)`.
  public required init?(coder: NSCoder) { nil }

  /// Performs `action` whenever one of `controlEvents` happens.
  open func addAction(_ action: Action, for controlEvents: Event) {
    actions.append((action, controlEvents))
  }

  /// Stops performing `action` for `controlEvents`.
  open func removeAction(_ action: Action, for controlEvents: Event) {
    for index in actions.indices.reversed() where actions[index].action === action {
      actions[index].events.subtract(controlEvents)
      if actions[index].events.isEmpty { actions.remove(at: index) }
    }
  }

  /// Performs the actions added for any of `controlEvents`, in the order they were added.
  open func sendActions(for controlEvents: Event) {
    for (action, events) in actions where !events.isDisjoint(with: controlEvents) {
      action.perform()
    }
  }
}
