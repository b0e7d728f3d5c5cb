import Foundation

/// Pull to refresh: `UIRefreshControl`. Set on a table's `refreshControl`; when the reader
/// pulls, it starts refreshing and sends `.valueChanged`, and it keeps turning above the rows
/// until the app calls `endRefreshing()`, as on iOS.
///
/// A terminal has nothing to pull: the table's r key pulls it (`TableView`).
@MainActor
open class RefreshControl: Control {
  /// Whether it is refreshing: from a pull, or `beginRefreshing()`, until `endRefreshing()`.
  open private(set) var isRefreshing = false

  private let spinner = ActivityIndicatorView(style: .medium)

  /// A refresh control, not refreshing.
  public convenience init() { self.init(frame: .zero) }

  /// A refresh control, not refreshing.
  override public init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(spinner)
  }

  /// Nothing is decoded here; see `View.init(coder:)`.
  public required init?(coder: NSCoder) { nil }

  /// Shows that a refresh is under way, one the app started itself: nothing is sent.
  open func beginRefreshing() {
    isRefreshing = true
    spinner.startAnimating()
  }

  /// The refresh is over: the spinner goes. UIKit leaves that to the app, which must call this.
  open func endRefreshing() {
    isRefreshing = false
    spinner.stopAnimating()
  }

  /// The reader pulled: the control refreshes and tells its actions, unless it already was.
  func pull() {
    guard isEnabled, !isRefreshing else { return }
    beginRefreshing()
    sendActions(for: .valueChanged)
  }

  /// The spinner, in the middle of its row.
  override open func layoutSubviews() {
    super.layoutSubviews()
    spinner.frame = CGRect(x: Int(bounds.width) / 2, y: 0, width: 1, height: 1)
  }
}
