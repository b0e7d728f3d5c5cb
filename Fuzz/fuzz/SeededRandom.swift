/// A deterministic random number generator: the same seed gives the same cases on every
/// machine and every run, which is what makes a failing seed worth printing. SplitMix64
/// (Steele, Lea and Flood, 2014): tiny, fast, and good enough to pick test inputs. Swift's
/// `SystemRandomNumberGenerator` cannot be seeded.
struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// True with probability `chance`.
  mutating func chance(_ chance: Double) -> Bool {
    Double.random(in: 0..<1, using: &self) < chance
  }

  /// A size from 0 to `maximum`, small ones far more likely than large: most bugs show at
  /// the edges (0, 1) and the rest at sizes no one tries by hand.
  mutating func size(upTo maximum: Int) -> Int {
    switch Int.random(in: 0..<10, using: &self) {
    case 0..<5: Int.random(in: 0...min(3, maximum), using: &self)
    case 5..<8: Int.random(in: 0...min(40, maximum), using: &self)
    case 8: Int.random(in: 0...min(500, maximum), using: &self)
    default: Int.random(in: 0...maximum, using: &self)
    }
  }

  /// One element of `choices`.
  mutating func pick<T>(_ choices: [T]) -> T {
    choices[Int.random(in: 0..<choices.count, using: &self)]
  }
}
