// iOS 26's additions to UIKit that the tellings use, for an iOS SDK that predates them: no
// public SDK has iOS 26 yet. Declared from Apple's documentation (UIView.updateProperties(),
// UIViewController.updateProperties() and their two companions), each available from iOS 26;
// `make check-apple` compiles each unit with this file only when the SDK lacks them.
import UIKit

extension UIView {
  /// Updates the view's properties from the state it reads, tracking what it reads.
  @available(iOS 26.0, *)
  @objc open func updateProperties() {}
  /// Asks for `updateProperties()` before the next layout.
  @available(iOS 26.0, *)
  @objc open func setNeedsUpdateProperties() {}
  /// Runs a pending `updateProperties()` now.
  @available(iOS 26.0, *)
  @objc open func updatePropertiesIfNeeded() {}
}

extension UIViewController {
  /// Updates the view controller's properties from the state it reads, tracking what it reads.
  @available(iOS 26.0, *)
  @objc open func updateProperties() {}
  /// Asks for `updateProperties()` before the next layout.
  @available(iOS 26.0, *)
  @objc open func setNeedsUpdateProperties() {}
  /// Runs a pending `updateProperties()` now.
  @available(iOS 26.0, *)
  @objc open func updatePropertiesIfNeeded() {}
}
