// The UIKit the kit's teaching files use, as Swift sees it on iOS: declarations only, every
// body `fatalError()`. `make test` compiles each telling and each exercise's starter and
// solution against this module, with `import TerminalUI` read as `import UIKit` and the `UI`
// prefix put back (Scripts/check-uikit-shape.sh). A teaching file that uses something UIKit
// does not have, or uses it in another shape, fails to compile here.
//
// Transcribed from the iOS 17 SDK's headers and Swift interface (iPhoneOS17.0.sdk's
// UIKit.framework: UIResponder.h, UIMenuElement.h, UICommand.h, UIKeyCommand.h, UIAction.h,
// UIView.h, UIControl.h, UIButton.h, UIRefreshControl.h, UIViewController.h,
// UINavigationController.h, UIScrollView.h, UITableView.h, UITableViewCell.h,
// UIListContentConfiguration.h, UILabel.h, NSText.h, UIFont.h, UIColor.h, UIInterface.h,
// UIImage.h, UIImageView.h, NSLayoutConstraint.h, NSLayoutAnchor.h, UILayoutGuide.h,
// UIStackView.h, UIActivityIndicatorView.h, UITraitCollection.h,
// UIContentUnavailableView.h, UIScene.h, UISceneOptions.h, UIWindowScene.h, UISceneSession.h,
// UIWindow.h, UIKit.apinotes and arm64-apple-ios.swiftinterface), and, for iOS 26's
// `updateProperties()`, from Apple's documentation.
//
// Written as Swift, not imported from Objective-C, some things are spelled differently so that
// they mean here what they mean on iOS:
// - An `@objc optional` requirement is no requirement here. Swift on Linux has no optional
//   requirements, and a requirement with a default would let a teaching file call it without
//   the `?` iOS demands: `delegate?.tableView(…)`, where iOS needs `delegate?.tableView?(…)`.
//   Each is declared instead, with its signature, in an extension of its protocol, unavailable:
//   a conforming class implements it as on iOS (its own method hides the extension's), and a
//   call through the protocol fails with a message that names the iOS form. That form fails
//   too, as Swift cannot declare a method called with `?`; no teaching file calls one: UIKit
//   does. (TerminalUI, which makes those calls, keeps them as requirements with defaults.)
// - `NS_DESIGNATED_INITIALIZER`s are designated initializers, and the `init()` every
//   Objective-C class answers is a convenience initializer of each class that a teaching file
//   makes with `()`; an `NS_UNAVAILABLE` initializer is `@available(*, unavailable)`.
// - An Objective-C method's result may be ignored: `@discardableResult`.
// - The module is built with library evolution, as UIKit is, so that its enums are not frozen:
//   a `switch` over one needs `@unknown default`, as on iOS.
// - What the SDK marks introduced in iOS 17 or later carries its `@available`, as the SDK
//   writes it: that is what sets a telling's deployment target (iOS 17 for content-unavailable
//   configurations, iOS 26 for `updateProperties()`). Swift on Linux does not check iOS's
//   availability; `make check-apple` does, against the SDK itself.
// - A declaration that differs from UIKit's on purpose is marked `// ≠ <entry>`, naming its
//   entry in Differences.md, the one list of what differs.

import Foundation
import Observation

// MARK: - UIResponder.h, UIMenuElement.h, UICommand.h, UIKeyCommand.h

@MainActor
open class UIResponder: NSObject {
  override public init() { fatalError() }
  open var next: UIResponder? { fatalError() }
  open var keyCommands: [UIKeyCommand]? { fatalError() }
}

@MainActor
open class UIMenuElement: NSObject {
  @available(*, unavailable) override public init() { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open var title: String { fatalError() }
  open var image: UIImage? { fatalError() }
}

@MainActor
open class UICommand: UIMenuElement {
  @available(*, unavailable) override public init() { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  override open var title: String {
    get { fatalError() }
    set { fatalError() }
  }
  override open var image: UIImage? {
    get { fatalError() }
    set { fatalError() }
  }
  open var discoverabilityTitle: String? {
    get { fatalError() }
    set { fatalError() }
  }
}

@MainActor
open class UIKeyCommand: UICommand {
  public init() { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open var input: String? { fatalError() }
}

// UIResponder.h: constants of the responder's keyboard, imported into the key command, and so
// isolated to the main actor as it is.
extension UIKeyCommand {
  public static var inputUpArrow: String { fatalError() }
  public static var inputDownArrow: String { fatalError() }
  public static var inputLeftArrow: String { fatalError() }
  public static var inputRightArrow: String { fatalError() }
  public static var inputEscape: String { fatalError() }
  public static var inputPageUp: String { fatalError() }
  public static var inputPageDown: String { fatalError() }
}

// ≠ key-commands: UIKit's initializer takes `action: Selector`, named with `#selector`.
extension UIKeyCommand {
  public convenience init<Target: UIResponder>(
    title: String = "", image: UIImage? = nil,
    action: @escaping @MainActor (Target) -> () -> Void, input: String,
    discoverabilityTitle: String? = nil
  ) { fatalError() }
}

// MARK: - UIAction.h

public typealias UIActionHandler = (UIAction) -> Void

@available(iOS 13.0, *)
@MainActor
open class UIAction: UIMenuElement {
  @available(*, unavailable) override public init() { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  override open var title: String {
    get { fatalError() }
    set { fatalError() }
  }
  override open var image: UIImage? {
    get { fatalError() }
    set { fatalError() }
  }
  open var discoverabilityTitle: String? {
    get { fatalError() }
    set { fatalError() }
  }
}

extension UIAction {
  // The Swift overlay's: an Objective-C factory method, `actionWithTitle:image:identifier:handler:`.
  public convenience init(
    title: String = "", image: UIImage? = nil, discoverabilityTitle: String? = nil,
    handler: @escaping UIActionHandler
  ) { fatalError() }
}

// MARK: - UIView.h

@MainActor
open class UIView: UIResponder {
  public init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  override public convenience init() { self.init(frame: .zero) }
  open var frame: CGRect {
    get { fatalError() }
    set { fatalError() }
  }
  open var bounds: CGRect {
    get { fatalError() }
    set { fatalError() }
  }
  open var isHidden: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var clipsToBounds: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var backgroundColor: UIColor? {
    get { fatalError() }
    set { fatalError() }
  }
  open var subviews: [UIView] { fatalError() }
  open var superview: UIView? { fatalError() }
  open var window: UIWindow? { fatalError() }
  open func addSubview(_ view: UIView) { fatalError() }
  open func insertSubview(_ view: UIView, at index: Int) { fatalError() }
  open func bringSubviewToFront(_ view: UIView) { fatalError() }
  open func removeFromSuperview() { fatalError() }
  open func layoutSubviews() { fatalError() }
  open func setNeedsLayout() { fatalError() }
  open func layoutIfNeeded() { fatalError() }
  @discardableResult
  open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }
  open var intrinsicContentSize: CGSize { fatalError() }
  // UIView.h's `UIViewNoIntrinsicMetric`, imported into the view: isolated as it is.
  public static var noIntrinsicMetric: CGFloat { fatalError() }
  open var constraints: [NSLayoutConstraint] { fatalError() }
  open var translatesAutoresizingMaskIntoConstraints: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var layoutGuides: [UILayoutGuide] { fatalError() }
  open func addLayoutGuide(_ layoutGuide: UILayoutGuide) { fatalError() }
  open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var leftAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var rightAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
  open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
  open var widthAnchor: NSLayoutDimension { fatalError() }
  open var heightAnchor: NSLayoutDimension { fatalError() }
  open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
  // Apple's documentation: UIView.updateProperties() and its family.
  @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
  open func updateProperties() { fatalError() }
  @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
  open func setNeedsUpdateProperties() { fatalError() }
  @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
  open func updatePropertiesIfNeeded() { fatalError() }
}

// MARK: - UIViewController.h

@MainActor
open class UIViewController: UIResponder {
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  override public convenience init() { self.init(nibName: nil, bundle: nil) }
  open var view: UIView! {
    get { fatalError() }
    set { fatalError() }
  }
  open var viewIfLoaded: UIView? { fatalError() }
  open var isViewLoaded: Bool { fatalError() }
  open var title: String? {
    get { fatalError() }
    set { fatalError() }
  }
  open var navigationController: UINavigationController? { fatalError() }
  open func loadView() { fatalError() }
  open func loadViewIfNeeded() { fatalError() }
  open func viewDidLoad() { fatalError() }
  open func viewWillAppear(_ animated: Bool) { fatalError() }
  open func viewDidAppear(_ animated: Bool) { fatalError() }
  open func viewWillDisappear(_ animated: Bool) { fatalError() }
  open func viewDidDisappear(_ animated: Bool) { fatalError() }
  open func viewWillLayoutSubviews() { fatalError() }
  open func viewDidLayoutSubviews() { fatalError() }
  open func addKeyCommand(_ keyCommand: UIKeyCommand) { fatalError() }
  open func removeKeyCommand(_ keyCommand: UIKeyCommand) { fatalError() }
  @available(iOS 17.0, tvOS 17.0, *)
  public var contentUnavailableConfiguration: (any UIContentConfiguration)? {
    get { fatalError() }
    set { fatalError() }
  }
  @available(iOS 17.0, tvOS 17.0, watchOS 10.0, *)
  open func setNeedsUpdateContentUnavailableConfiguration() { fatalError() }
  // Apple's documentation: UIViewController.updateProperties() and its family.
  @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
  open func updateProperties() { fatalError() }
  @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
  open func setNeedsUpdateProperties() { fatalError() }
  @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
  open func updatePropertiesIfNeeded() { fatalError() }
}

// MARK: - UIControl.h, UIButton.h, UIRefreshControl.h

@MainActor
open class UIControl: UIView {
  public struct Event: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { fatalError() }
    public static var valueChanged: UIControl.Event { fatalError() }
    @available(iOS 9.0, *)
    public static var primaryActionTriggered: UIControl.Event { fatalError() }
  }
  override public init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  @available(iOS 14.0, *)
  public convenience init(frame: CGRect, primaryAction: UIAction?) { fatalError() }
  open var isEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  @available(iOS 14.0, *)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError() }
  @available(iOS 14.0, *)
  open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError() }
  open func sendActions(for controlEvents: UIControl.Event) { fatalError() }
}

@MainActor
open class UIButton: UIControl {
  @available(iOS 15.0, *)
  public struct Configuration: Hashable {
    public static func plain() -> UIButton.Configuration { fatalError() }
    public static func tinted() -> UIButton.Configuration { fatalError() }
    public static func gray() -> UIButton.Configuration { fatalError() }
    public static func filled() -> UIButton.Configuration { fatalError() }
    public static func borderless() -> UIButton.Configuration { fatalError() }
    public static func bordered() -> UIButton.Configuration { fatalError() }
    public static func borderedTinted() -> UIButton.Configuration { fatalError() }
    public static func borderedProminent() -> UIButton.Configuration { fatalError() }
    public var title: String? {
      get { fatalError() }
      set { fatalError() }
    }
    public var image: UIImage? {
      get { fatalError() }
      set { fatalError() }
    }
  }
  override public init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  @available(iOS 15.0, *)
  public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
    fatalError()
  }
  @available(iOS 15.0, *)
  open var configuration: UIButton.Configuration? {
    get { fatalError() }
    set { fatalError() }
  }
}

@MainActor
open class UIRefreshControl: UIControl {
  public init() { fatalError() }
  override public init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open var isRefreshing: Bool { fatalError() }
  open func beginRefreshing() { fatalError() }
  open func endRefreshing() { fatalError() }
}

// MARK: - UINavigationController.h

// Its requirements are `@objc optional`: see the top of the file.
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {}

extension UINavigationControllerDelegate {
  @available(
    *, unavailable,
    message: """
      optional on iOS: a call needs '?' after its name, \
      delegate?.navigationController?(_:willShow:animated:), a form Swift on Linux cannot \
      declare; leave the call to UIKit
      """
  )
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) { fatalError() }
  @available(
    *, unavailable,
    message: """
      optional on iOS: a call needs '?' after its name, \
      delegate?.navigationController?(_:didShow:animated:), a form Swift on Linux cannot \
      declare; leave the call to UIKit
      """
  )
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) { fatalError() }
}

@MainActor
open class UINavigationController: UIViewController {
  public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) { fatalError() }
  public init(rootViewController: UIViewController) { fatalError() }
  override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    fatalError()
  }
  public required init?(coder aDecoder: NSCoder) { fatalError() }
  open var viewControllers: [UIViewController] {
    get { fatalError() }
    set { fatalError() }
  }
  open var topViewController: UIViewController? { fatalError() }
  open var visibleViewController: UIViewController? { fatalError() }
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    fatalError()
  }
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? { fatalError() }
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    fatalError()
  }
  weak open var delegate: (any UINavigationControllerDelegate)? {
    get { fatalError() }
    set { fatalError() }
  }
}

// MARK: - UIScrollView.h, UITableView.h

@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {}

@MainActor
open class UIScrollView: UIView {
  open var contentOffset: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }
  open var contentSize: CGSize {
    get { fatalError() }
    set { fatalError() }
  }
  open var contentLayoutGuide: UILayoutGuide { fatalError() }
  open var frameLayoutGuide: UILayoutGuide { fatalError() }
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { fatalError() }
  @available(iOS 17.0, *)
  open var allowsKeyboardScrolling: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  @available(iOS 10.0, *)
  open var refreshControl: UIRefreshControl? {
    get { fatalError() }
    set { fatalError() }
  }
}

@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  @discardableResult
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  @discardableResult
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

// Its requirements are `@objc optional`: see the top of the file.
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {}

extension UITableViewDelegate {
  @available(
    *, unavailable,
    message: """
      optional on iOS: a call needs '?' after its name, delegate?.tableView?(_:willDisplay:forRowAt:), \
      a form Swift on Linux cannot declare; leave the call to UIKit
      """
  )
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) { fatalError() }
  @available(
    *, unavailable,
    message: """
      optional on iOS: a call needs '?' after its name, delegate?.tableView?(_:didSelectRowAt:), \
      a form Swift on Linux cannot declare; leave the call to UIKit
      """
  )
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    fatalError()
  }
}

@MainActor
open class UITableView: UIScrollView {
  public enum Style: Int, @unchecked Sendable {
    case plain = 0
    case grouped = 1
    case insetGrouped = 2
  }
  public enum ScrollPosition: Int, @unchecked Sendable {
    case none = 0
    case top = 1
    case middle = 2
    case bottom = 3
  }
  public init(frame: CGRect, style: UITableView.Style) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  override public convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }
  open var style: UITableView.Style { fatalError() }
  weak open var dataSource: (any UITableViewDataSource)? {
    get { fatalError() }
    set { fatalError() }
  }
  weak open var delegate: (any UITableViewDelegate)? {
    get { fatalError() }
    set { fatalError() }
  }
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    fatalError()
  }
  @discardableResult
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  { fatalError() }
  open func reloadData() { fatalError() }
  @discardableResult
  open func numberOfRows(inSection section: Int) -> Int { fatalError() }
  @discardableResult
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { fatalError() }
  open var visibleCells: [UITableViewCell] { fatalError() }
  open var indexPathsForVisibleRows: [IndexPath]? { fatalError() }
  open var indexPathForSelectedRow: IndexPath? { fatalError() }
  open func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition
  ) { fatalError() }
  open func deselectRow(at indexPath: IndexPath, animated: Bool) { fatalError() }
  @available(iOS 15.0, *)
  open func reconfigureRows(at indexPaths: [IndexPath]) { fatalError() }
}

// MARK: - UITableViewCell.h

@MainActor
open class UITableViewCell: UIView {
  public enum CellStyle: Int, @unchecked Sendable {
    case `default` = 0
    case value1 = 1
    case value2 = 2
    case subtitle = 3
  }
  // ≠ cell-initializer: UIKit's is not `required`.
  public required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    fatalError()
  }
  public required init?(coder: NSCoder) { fatalError() }
  override public convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
  }
  open var reuseIdentifier: String? { fatalError() }
  open var contentView: UIView { fatalError() }
  @available(
    iOS, introduced: 3.0, deprecated: 100000,
    message:
      "Use UIListContentConfiguration instead, this property will be deprecated in a future release."
  )
  open var imageView: UIImageView? { fatalError() }
  @available(
    iOS, introduced: 3.0, deprecated: 100000,
    message:
      "Use UIListContentConfiguration instead, this property will be deprecated in a future release."
  )
  open var textLabel: UILabel? { fatalError() }
  @available(
    iOS, introduced: 3.0, deprecated: 100000,
    message:
      "Use UIListContentConfiguration instead, this property will be deprecated in a future release."
  )
  open var detailTextLabel: UILabel? { fatalError() }
  open var isSelected: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open func setSelected(_ selected: Bool, animated: Bool) { fatalError() }
  open func prepareForReuse() { fatalError() }
  @available(iOS 14.0, *)
  open func defaultContentConfiguration() -> UIListContentConfiguration { fatalError() }
  @available(iOS 14.0, *)
  open var contentConfiguration: (any UIContentConfiguration)? {
    get { fatalError() }
    set { fatalError() }
  }
}

// MARK: - UIListContentConfiguration.h

@available(iOS 14.0, *)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  public struct TextProperties: Hashable {
    public var font: UIFont {
      get { fatalError() }
      set { fatalError() }
    }
    public var color: UIColor {
      get { fatalError() }
      set { fatalError() }
    }
  }
  public static func cell() -> UIListContentConfiguration { fatalError() }
  public static func subtitleCell() -> UIListContentConfiguration { fatalError() }
  public static func valueCell() -> UIListContentConfiguration { fatalError() }
  @MainActor public func makeContentView() -> any UIView & UIContentView { fatalError() }
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
    fatalError()
  }
  public var image: UIImage? {
    get { fatalError() }
    set { fatalError() }
  }
  public var text: String? {
    get { fatalError() }
    set { fatalError() }
  }
  public var textProperties: UIListContentConfiguration.TextProperties {
    get { fatalError() }
    set { fatalError() }
  }
  public var secondaryText: String? {
    get { fatalError() }
    set { fatalError() }
  }
  public var secondaryTextProperties: UIListContentConfiguration.TextProperties {
    get { fatalError() }
    set { fatalError() }
  }
}

@available(iOS 14.0, *)
@MainActor
open class UIListContentView: UIView, UIContentView {
  public init(configuration: UIListContentConfiguration) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  public var configuration: any UIContentConfiguration {
    get { fatalError() }
    set { fatalError() }
  }
  public func supports(_ configuration: any UIContentConfiguration) -> Bool { fatalError() }
}

// MARK: - UILabel.h, NSText.h, UIFont.h, UIColor.h

public enum NSTextAlignment: Int, @unchecked Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}

@MainActor
open class UILabel: UIView {
  override public init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open var text: String? {
    get { fatalError() }
    set { fatalError() }
  }
  open var font: UIFont! {
    get { fatalError() }
    set { fatalError() }
  }
  open var textColor: UIColor! {
    get { fatalError() }
    set { fatalError() }
  }
  open var textAlignment: NSTextAlignment {
    get { fatalError() }
    set { fatalError() }
  }
  open var numberOfLines: Int {
    get { fatalError() }
    set { fatalError() }
  }
}

open class UIFont: NSObject, @unchecked Sendable {
  public struct TextStyle: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public init(rawValue: String) { fatalError() }
    public var rawValue: String { fatalError() }
    public static let largeTitle = TextStyle(rawValue: "")
    public static let title1 = TextStyle(rawValue: "")
    public static let title2 = TextStyle(rawValue: "")
    public static let title3 = TextStyle(rawValue: "")
    public static let headline = TextStyle(rawValue: "")
    public static let subheadline = TextStyle(rawValue: "")
    public static let body = TextStyle(rawValue: "")
    public static let callout = TextStyle(rawValue: "")
    public static let footnote = TextStyle(rawValue: "")
    public static let caption1 = TextStyle(rawValue: "")
    public static let caption2 = TextStyle(rawValue: "")
  }
  @discardableResult
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
  @discardableResult
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
  @discardableResult
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
  open var pointSize: CGFloat { fatalError() }
}

open class UIColor: NSObject, @unchecked Sendable {
  // UIInterface.h's system colours, a category of UIColor.
  open class var systemBackground: UIColor { fatalError() }
  open class var label: UIColor { fatalError() }
  open class var secondaryLabel: UIColor { fatalError() }
  open class var tertiaryLabel: UIColor { fatalError() }
  open class var systemRed: UIColor { fatalError() }
  open class var systemGreen: UIColor { fatalError() }
  open class var systemYellow: UIColor { fatalError() }
  open class var systemBlue: UIColor { fatalError() }
  open class var systemCyan: UIColor { fatalError() }
  open class var systemGray: UIColor { fatalError() }
}

// MARK: - UIImage.h, UIImageView.h

open class UIImage: NSObject, @unchecked Sendable {
  override public init() { fatalError() }
  public init?(data: Data) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  // A factory method imported as an initializer: a subclass does not inherit it.
  public convenience init?(systemName name: String) { fatalError() }
  open var size: CGSize { fatalError() }
}

@MainActor
open class UIImageView: UIView {
  public init(image: UIImage?) { fatalError() }
  public init(image: UIImage?, highlightedImage: UIImage?) { fatalError() }
  override public init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open var image: UIImage? {
    get { fatalError() }
    set { fatalError() }
  }
}

// MARK: - NSLayoutConstraint.h, NSLayoutAnchor.h, UILayoutGuide.h

@MainActor
open class NSLayoutConstraint: NSObject {
  public enum Axis: Int, @unchecked Sendable {
    case horizontal = 0
    case vertical = 1
  }
  open var constant: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  open var isActive: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open class func activate(_ constraints: [NSLayoutConstraint]) { fatalError() }
  open class func deactivate(_ constraints: [NSLayoutConstraint]) { fatalError() }
}

@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    fatalError()
  }
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { fatalError() }
}

@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}

@MainActor
open class UILayoutGuide: NSObject {
  override public init() { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open var layoutFrame: CGRect { fatalError() }
  weak open var owningView: UIView? {
    get { fatalError() }
    set { fatalError() }
  }
  open var identifier: String {
    get { fatalError() }
    set { fatalError() }
  }
  open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var leftAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var rightAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
  open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
  open var widthAnchor: NSLayoutDimension { fatalError() }
  open var heightAnchor: NSLayoutDimension { fatalError() }
  open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
}

// MARK: - UIStackView.h, UIActivityIndicatorView.h

@MainActor
open class UIStackView: UIView {
  public convenience init(arrangedSubviews views: [UIView]) { fatalError() }
  override public init(frame: CGRect) { fatalError() }
  public required init(coder: NSCoder) { fatalError() }
  open var arrangedSubviews: [UIView] { fatalError() }
  open func addArrangedSubview(_ view: UIView) { fatalError() }
  open var axis: NSLayoutConstraint.Axis {
    get { fatalError() }
    set { fatalError() }
  }
  open var spacing: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
}

@MainActor
open class UIActivityIndicatorView: UIView {
  public enum Style: Int, @unchecked Sendable {
    case medium = 100
    case large = 101
    @available(
      iOS, introduced: 2.0, deprecated: 13.0, renamed: "UIActivityIndicatorView.Style.large"
    )
    case whiteLarge = 0
    @available(
      iOS, introduced: 2.0, deprecated: 13.0, renamed: "UIActivityIndicatorView.Style.medium"
    )
    case white = 1
    @available(
      iOS, introduced: 2.0, deprecated: 13.0, renamed: "UIActivityIndicatorView.Style.medium"
    )
    case gray = 2
  }
  public init(style: UIActivityIndicatorView.Style) { fatalError() }
  override public init(frame: CGRect) { fatalError() }
  public required init(coder: NSCoder) { fatalError() }
  open var style: UIActivityIndicatorView.Style {
    get { fatalError() }
    set { fatalError() }
  }
  open var hidesWhenStopped: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var isAnimating: Bool { fatalError() }
  open func startAnimating() { fatalError() }
  open func stopAnimating() { fatalError() }
}

// MARK: - UITraitCollection.h, UIConfigurationState, UIContentConfiguration,
// UIContentUnavailableConfiguration, UIContentUnavailableView.h

open class UITraitCollection: NSObject, @unchecked Sendable {
  override public init() { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
}

public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, @unchecked Sendable {
  public init(_ rawValue: String) { fatalError() }
  public init(rawValue: String) { fatalError() }
  public var rawValue: String { fatalError() }
}

public protocol UIConfigurationState {
  init(traitCollection: UITraitCollection)
  var traitCollection: UITraitCollection { get set }
  subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

public protocol UIContentConfiguration {
  @MainActor func makeContentView() -> any UIView & UIContentView
  func updated(for state: any UIConfigurationState) -> Self
}

@MainActor
public protocol UIContentView: NSObjectProtocol {
  var configuration: any UIContentConfiguration { get set }
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
  public func supports(_ configuration: any UIContentConfiguration) -> Bool { fatalError() }
}

@available(iOS 17.0, tvOS 17.0, *)
public struct UIContentUnavailableConfiguration: UIContentConfiguration, Hashable {
  public struct ImageProperties: Hashable {
    public var tintColor: UIColor? {
      get { fatalError() }
      set { fatalError() }
    }
  }
  public struct TextProperties: Hashable {
    public var font: UIFont {
      get { fatalError() }
      set { fatalError() }
    }
    public var color: UIColor {
      get { fatalError() }
      set { fatalError() }
    }
  }
  public static func empty() -> UIContentUnavailableConfiguration { fatalError() }
  public static func loading() -> UIContentUnavailableConfiguration { fatalError() }
  @MainActor public func makeContentView() -> any UIView & UIContentView { fatalError() }
  public func updated(for state: any UIConfigurationState) -> UIContentUnavailableConfiguration {
    fatalError()
  }
  public var image: UIImage? {
    get { fatalError() }
    set { fatalError() }
  }
  public var imageProperties: UIContentUnavailableConfiguration.ImageProperties {
    get { fatalError() }
    set { fatalError() }
  }
  public var text: String? {
    get { fatalError() }
    set { fatalError() }
  }
  public var textProperties: UIContentUnavailableConfiguration.TextProperties {
    get { fatalError() }
    set { fatalError() }
  }
  public var secondaryText: String? {
    get { fatalError() }
    set { fatalError() }
  }
  public var secondaryTextProperties: UIContentUnavailableConfiguration.TextProperties {
    get { fatalError() }
    set { fatalError() }
  }
  public struct ButtonProperties: Hashable {
    public var primaryAction: UIAction? {
      get { fatalError() }
      set { fatalError() }
    }
    public var isEnabled: Bool {
      get { fatalError() }
      set { fatalError() }
    }
  }
  public var button: UIButton.Configuration {
    get { fatalError() }
    set { fatalError() }
  }
  public var buttonProperties: UIContentUnavailableConfiguration.ButtonProperties {
    get { fatalError() }
    set { fatalError() }
  }
}

@available(iOS 17.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
open class UIContentUnavailableView: UIView, UIContentView {
  public convenience init(configuration: UIContentUnavailableConfiguration) { fatalError() }
  // The designated initializer of its Objective-C class, which Swift does not see
  // (UIKit.apinotes: SwiftPrivate): a subclass cannot override it, so inherits no convenience
  // initializer.
  init(__configuration: UIContentUnavailableConfiguration) { fatalError() }
  public required init(coder: NSCoder) { fatalError() }
  @available(*, unavailable) override public init(frame: CGRect) { fatalError() }
  @available(*, unavailable) public convenience init() { fatalError() }
  public var configuration: any UIContentConfiguration {
    get { fatalError() }
    set { fatalError() }
  }
  public func supports(_ configuration: any UIContentConfiguration) -> Bool { fatalError() }
}

// MARK: - UIScene.h, UIWindowScene.h, UISceneSession.h, UIWindow.h

@MainActor
open class UIScene: UIResponder {
  open class ConnectionOptions: NSObject {
    @available(*, unavailable) override public init() { fatalError() }
  }
  @available(*, unavailable) override public init() { fatalError() }
  public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
    fatalError()
  }
  open var session: UISceneSession { fatalError() }
  open var delegate: (any UISceneDelegate)? {
    get { fatalError() }
    set { fatalError() }
  }
}

@MainActor
open class UIWindowScene: UIScene {
  @available(*, unavailable) public init() { fatalError() }
  override public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
    fatalError()
  }
  open var windows: [UIWindow] { fatalError() }
}

@MainActor
open class UISceneSession: NSObject {
  @available(*, unavailable) override public init() { fatalError() }
  open var userInfo: [String: Any]? {
    get { fatalError() }
    set { fatalError() }
  }
}

// Its requirements are `@objc optional`: see the top of the file.
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {}

extension UISceneDelegate {
  @available(
    *, unavailable,
    message: """
      optional on iOS: a call needs '?' after its name, delegate?.scene?(_:willConnectTo:options:), \
      a form Swift on Linux cannot declare; leave the call to UIKit
      """
  )
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) { fatalError() }
  @available(
    *, unavailable,
    message: """
      optional on iOS: a call needs '?' after its name, delegate?.sceneDidDisconnect?(_:), \
      a form Swift on Linux cannot declare; leave the call to UIKit
      """
  )
  public func sceneDidDisconnect(_ scene: UIScene) { fatalError() }
}

// Its requirement is `@objc optional`: see the top of the file.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {}

extension UIWindowSceneDelegate {
  @available(
    *, unavailable,
    message: """
      optional on iOS: through the protocol it reads as a UIWindow?? (a delegate may lack it), \
      a type Swift on Linux cannot declare; read the delegate's own property
      """
  )
  public var window: UIWindow? {
    get { fatalError() }
    set { fatalError() }
  }
}

@MainActor
open class UIWindow: UIView {
  public init(windowScene: UIWindowScene) { fatalError() }
  override public init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  weak open var windowScene: UIWindowScene? {
    get { fatalError() }
    set { fatalError() }
  }
  open var rootViewController: UIViewController? {
    get { fatalError() }
    set { fatalError() }
  }
  open var isKeyWindow: Bool { fatalError() }
  open func makeKeyAndVisible() { fatalError() }
}

// MARK: - NSIndexPath+UIKitAdditions.h

extension IndexPath {
  public init(row: Int, section: Int) { fatalError() }
  public var row: Int {
    get { fatalError() }
    set { fatalError() }
  }
  public var section: Int {
    get { fatalError() }
    set { fatalError() }
  }
}
