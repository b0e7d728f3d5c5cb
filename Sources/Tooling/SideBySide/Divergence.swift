/// Panes that drew different screens at the same moment, after the same keys: one of the
/// architectures behaves differently from the others, which the kit exists to rule out.
import AppShell

struct Divergence: Equatable {
  /// The panes whose screen differs from most of the others', by name.
  let odd: [String]
  /// The panes that agree with each other, the larger side, by name.
  let agreeing: [String]
  /// When it was first seen, on the shared clock.
  let time: Duration

  /// The divergence among `screens` (plain text, one per pane named in `names`), or `nil`
  /// when every pane drew the same. The largest group of equal screens is taken as the
  /// reference; on a tie, the group of the earliest pane.
  static func find(names: [String], screens: [String], at time: Duration) -> Divergence? {
    guard let first = screens.first, screens.contains(where: { $0 != first }) else { return nil }
    let counts = Dictionary(screens.map { ($0, 1) }, uniquingKeysWith: +)
    let reference = screens.first { counts[$0] == counts.values.max() } ?? first
    let pairs = zip(names, screens)
    return Divergence(
      odd: pairs.filter { $0.1 != reference }.map(\.0),
      agreeing: pairs.filter { $0.1 == reference }.map(\.0), time: time)
  }

  /// What the status line says: `⚠ mvp drew a different screen from mvc, mvvm at 3 s`.
  var message: String {
    "⚠ \(odd.joined(separator: ", ")) drew a different screen from "
      + "\(agreeing.joined(separator: ", ")) at \(Seconds(time)) s"
  }
}
