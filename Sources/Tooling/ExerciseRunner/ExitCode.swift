/// How a `kit` exercise command ends, in the numbers of BSD's `sysexits.h`
/// that the apps use too, so scripts and `make` can tell the cases apart.
public enum ExitCode: Int32, Sendable {
  /// The exercise passes, or the command did what was asked.
  case success = 0
  /// The exercise does not pass yet (or a CI check found a problem).
  case failure = 1
  /// The command line is wrong: an unknown command or exercise name.
  case usage = 64
  /// The kit's folder or an exercise's files cannot be found or read.
  case noInput = 66
  /// The toolchain or the kit's own build is not usable.
  case unavailable = 69
  /// Something could not be written: a full disk, a read-only folder (`FileProblem`).
  case cannotWrite = 74
}
