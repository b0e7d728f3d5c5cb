import Foundation
import Observing

extension NSKeyValueObservation {
  /// Keeps the observation as long as `bag` lives, so a screen's KVO observations end with its
  /// other observations, as they do in the kit. (Foundation's observation lives in a property.)
  public func store(in bag: CancellationBag) {
    bag.insert(CancellationToken { [self] in invalidate() })
  }
}
