// The UIKit the kit's teaching files use, as Swift sees it on iOS: declarations only, every
// body `fatalError()`. `make test` compiles each telling and each exercise's starter and
// solution against this module, with `import TerminalUI` read as `import UIKit` and the `UI`
// prefix put back (Scripts/check-uikit-shape.sh). A teaching file that uses something UIKit
// does not have, or uses it in another shape, fails to compile here.
//
// Transcribed from the iOS 17 SDK's headers and Swift interface (iPhoneOS17.0.sdk's
// UIKit.framework: UIResponder.h, UIView.h, UIViewController.h, UINavigationController.h,
// UITableView.h, UITableViewCell.h, UILabel.h, UIImageView.h, UIImage.h, UIStackView.h,
// UIActivityIndicatorView.h, UIFont.h, UIColor.h, NSText.h, UIKeyCommand.h, UIScene.h,
// UIWindowScene.h, UIWindow.h, UISceneSession.h, NSIndexPath+UIKitAdditions.h,
// UIContentUnavailableView.h, UIKit.apinotes and arm64-apple-ios.swiftinterface), and, for
// iOS 26's `updateProperties()`, from Apple's documentation.
//
// Written as Swift, not imported from Objective-C, three things read differently, none of them
// in what a teaching file can write: `@objc optional` requirements are requirements with a
// default in an extension; `NS_DESIGNATED_INITIALIZER`s are designated initializers, and the
// `init()` every Objective-C class answers is a convenience initializer of each class that a
// teaching file makes with `()`; and a declaration that differs from UIKit's on purpose is
// marked `// ≠ <entry>`, naming its entry in Differences.md, the one list of what differs.

import Foundation
import Observation

// MARK: - UIResponder.h, UIKeyCommand.h

@MainActor
open class UIResponder: NSObject {
  override public init() { fatalError() }
  open var next: UIResponder? { fatalError() }
  open var keyCommands: [UIKeyCommand]? { fatalError() }
}

@MainActor
open class UIKeyCommand: NSObject {
  override public init() { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open var title: String {
    get { fatalError() }
    set { fatalError() }
  }
  open var image: UIImage? {
    get { fatalError() }
    set { fatalError() }
  }
  open var discoverabilityTitle: String? {
    get { fatalError() }
    set { fatalError() }
  }
  open var input: String? { fatalError() }
  nonisolated public static let inputUpArrow = ""
  nonisolated public static let inputDownArrow = ""
  nonisolated public static let inputLeftArrow = ""
  nonisolated public static let inputRightArrow = ""
  nonisolated public static let inputEscape = ""
}

// ≠ key-commands: UIKit's initializer takes `action: Selector`, named with `#selector`.
extension UIKeyCommand {
  public convenience init<Target: UIResponder>(
    title: String = "", image: UIImage? = nil,
    action: @escaping @MainActor (Target) -> () -> Void, input: String,
    discoverabilityTitle: String? = nil
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
  open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }
  open var intrinsicContentSize: CGSize { fatalError() }
  nonisolated public static let noIntrinsicMetric: CGFloat = -1
  // iOS 26 (Apple's documentation: UIView.updateProperties()).
  open func updateProperties() { fatalError() }
  open func setNeedsUpdateProperties() { fatalError() }
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
  // iOS 17.
  public var contentUnavailableConfiguration: (any UIContentConfiguration)? {
    get { fatalError() }
    set { fatalError() }
  }
  open func setNeedsUpdateContentUnavailableConfiguration() { fatalError() }
  // iOS 26 (Apple's documentation: UIViewController.updateProperties()).
  open func updateProperties() { fatalError() }
  open func setNeedsUpdateProperties() { fatalError() }
  open func updatePropertiesIfNeeded() { fatalError() }
}

// MARK: - UINavigationController.h

@MainActor
open class UINavigationController: UIViewController {
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
}

// MARK: - UIScrollView.h, UITableView.h

@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {}

@MainActor
open class UIScrollView: UIView {}

@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) { fatalError() }
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
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  { fatalError() }
  open func reloadData() { fatalError() }
  open func numberOfRows(inSection section: Int) -> Int { fatalError() }
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { fatalError() }
  open var visibleCells: [UITableViewCell] { fatalError() }
  open var indexPathsForVisibleRows: [IndexPath]? { fatalError() }
  open var indexPathForSelectedRow: IndexPath? { fatalError() }
  open func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition
  ) { fatalError() }
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
  open var imageView: UIImageView? { fatalError() }
  open var textLabel: UILabel? { fatalError() }
  open var detailTextLabel: UILabel? { fatalError() }
  open var isSelected: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open func setSelected(_ selected: Bool, animated: Bool) { fatalError() }
  open func prepareForReuse() { fatalError() }
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
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
  open var pointSize: CGFloat { fatalError() }
}

open class UIColor: NSObject, @unchecked Sendable {
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
  public convenience init?(data: Data) { fatalError() }
  public convenience init?(systemName name: String) { fatalError() }
  open var size: CGSize { fatalError() }
}

@MainActor
open class UIImageView: UIView {
  public init(image: UIImage?) { fatalError() }
  override public init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open var image: UIImage? {
    get { fatalError() }
    set { fatalError() }
  }
}

// MARK: - UIStackView.h, UIActivityIndicatorView.h

// The axis comes from NSLayoutConstraint.h; the rest of Auto Layout is not used.
@MainActor
open class NSLayoutConstraint: NSObject {
  public enum Axis: Int, @unchecked Sendable {
    case horizontal = 0
    case vertical = 1
  }
}

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

// MARK: - UIContentConfiguration.h, UIContentUnavailableConfiguration, UIContentUnavailableView.h

public protocol UIContentConfiguration {
  @MainActor func makeContentView() -> any UIView & UIContentView
}

@MainActor
public protocol UIContentView: NSObjectProtocol {
  var configuration: any UIContentConfiguration { get set }
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

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
}

@MainActor
open class UIContentUnavailableView: UIView, UIContentView {
  public convenience init(configuration: UIContentUnavailableConfiguration) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  public var configuration: any UIContentConfiguration {
    get { fatalError() }
    set { fatalError() }
  }
  public func supports(_ configuration: any UIContentConfiguration) -> Bool { fatalError() }
}

// MARK: - UIScene.h, UIWindowScene.h, UISceneSession.h, UIWindow.h

@MainActor
open class UIScene: UIResponder {
  open class ConnectionOptions: NSObject {}
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
  open var windows: [UIWindow] { fatalError() }
}

@MainActor
open class UISceneSession: NSObject {
  open var userInfo: [String: Any]? {
    get { fatalError() }
    set { fatalError() }
  }
}

@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  func sceneDidDisconnect(_ scene: UIScene)
}

extension UISceneDelegate {
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) { fatalError() }
  public func sceneDidDisconnect(_ scene: UIScene) { fatalError() }
}

@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  var window: UIWindow? { get set }
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
